//! A small SVG writer: shapes and text appended to one string, so that a picture costs
//! time and space linear in what it shows. Coordinates are user units; one cell is
//! [`CELL`] units wide.

use std::fmt::Write;

/// The side of a cell, in user units.
pub const CELL: f64 = 40.0;
/// The white border around the board.
pub const MARGIN: f64 = 12.0;

/// Ink for what the puzzle states.
pub const INK: &str = "#000000";
/// Ink for answer values.
pub const ANSWER: &str = "#3a3a3a";
/// Ink for cells forced by the clues (`hint`).
pub const FORCED: &str = "#0060c0";
/// Fill behind clues in conflict (`explain`).
pub const HIGHLIGHT: &str = "#ff7f7f";
/// Light lines and marks (cell lines, variant marks).
pub const LIGHT: &str = "#9a9a9a";

/// An SVG document being written.
pub struct Canvas {
    out: String,
}

impl Canvas {
    /// A document `width` x `height` cells big (plus the margin), on white.
    pub fn new(width: f64, height: f64) -> Self {
        let (w, h) = (width * CELL + 2.0 * MARGIN, height * CELL + 2.0 * MARGIN);
        let mut out = String::with_capacity(256 + (width * height) as usize * 64);
        let _ = write!(
            out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n\
             <rect x=\"0\" y=\"0\" width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n"
        );
        Canvas { out }
    }

    /// The user-unit position of cell coordinate `c` (column or row, may be fractional).
    pub fn at(c: f64) -> f64 {
        MARGIN + c * CELL
    }

    /// A filled cell-sized rectangle at (`row`, `col`), `w` x `h` cells.
    pub fn fill(&mut self, row: f64, col: f64, h: f64, w: f64, color: &str) {
        let _ = writeln!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{color}\"/>",
            Self::at(col),
            Self::at(row),
            w * CELL,
            h * CELL
        );
    }

    /// A line between two cell coordinates (row, col).
    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), color: &str, width: f64) {
        let _ = writeln!(
            self.out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{color}\" stroke-width=\"{width}\" stroke-linecap=\"square\"/>",
            Self::at(from.1),
            Self::at(from.0),
            Self::at(to.1),
            Self::at(to.0)
        );
    }

    /// A dashed line between two cell coordinates (row, col).
    pub fn dashed(&mut self, from: (f64, f64), to: (f64, f64), color: &str) {
        let _ = writeln!(
            self.out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{color}\" stroke-width=\"1.2\" stroke-dasharray=\"4 3\"/>",
            Self::at(from.1),
            Self::at(from.0),
            Self::at(to.1),
            Self::at(to.0)
        );
    }

    /// A filled polygon through cell coordinates (row, col).
    pub fn polygon(&mut self, points: &[(f64, f64)], color: &str) {
        let points: Vec<String> = points
            .iter()
            .map(|&(r, c)| format!("{},{}", Self::at(c), Self::at(r)))
            .collect();
        let _ = writeln!(
            self.out,
            "<polygon points=\"{}\" fill=\"{color}\"/>",
            points.join(" ")
        );
    }

    /// A circle centred at a cell coordinate, `radius` in cells.
    pub fn circle(&mut self, centre: (f64, f64), radius: f64, fill: &str, stroke: &str) {
        let _ = writeln!(
            self.out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"1.2\"/>",
            Self::at(centre.1),
            Self::at(centre.0),
            radius * CELL
        );
    }

    /// Text centred on a cell coordinate; `size` in cells.
    pub fn text(&mut self, centre: (f64, f64), size: f64, color: &str, bold: bool, text: &str) {
        let weight = if bold { "bold" } else { "normal" };
        let _ = writeln!(
            self.out,
            "<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"{}\" font-weight=\"{weight}\" fill=\"{color}\" text-anchor=\"middle\" dominant-baseline=\"central\">{}</text>",
            Self::at(centre.1),
            Self::at(centre.0),
            size * CELL,
            escape(text)
        );
    }

    /// The text of a cell's value, sized to fit: `digits` characters in one cell.
    pub fn value(&mut self, row: usize, col: usize, color: &str, bold: bool, text: &str) {
        let size = match text.chars().count() {
            0 | 1 => 0.62,
            2 => 0.5,
            _ => 0.36,
        };
        self.text(
            (row as f64 + 0.5, col as f64 + 0.5),
            size,
            color,
            bold,
            text,
        );
    }

    /// Thin lines between all cells of a `rows` x `cols` block at (`row`, `col`), and a
    /// thick frame around it.
    pub fn grid(&mut self, origin: (usize, usize), rows: usize, cols: usize) {
        let (r0, c0) = (origin.0 as f64, origin.1 as f64);
        let (r1, c1) = (r0 + rows as f64, c0 + cols as f64);
        for r in 1..rows {
            self.line((r0 + r as f64, c0), (r0 + r as f64, c1), LIGHT, 1.0);
        }
        for c in 1..cols {
            self.line((r0, c0 + c as f64), (r1, c0 + c as f64), LIGHT, 1.0);
        }
        self.frame((r0, c0), (r1, c1));
    }

    /// A thick rectangle between two cell coordinates.
    pub fn frame(&mut self, from: (f64, f64), to: (f64, f64)) {
        let _ = writeln!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{INK}\" stroke-width=\"3\"/>",
            Self::at(from.1),
            Self::at(from.0),
            (to.1 - from.1) * CELL,
            (to.0 - from.0) * CELL
        );
    }

    /// The finished document.
    pub fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }
}

/// `text` with XML's special characters escaped.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
