//! The edges drawn between neighbouring points of a lattice.

/// Which edges of a `rows` x `cols` lattice of points are drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edges {
    rows: usize,
    cols: usize,
    /// The edge from point (r, c) to (r, c + 1), at `r * (cols - 1) + c`.
    across: Vec<bool>,
    /// The edge from point (r, c) to (r + 1, c), at `r * cols + c`, for r in 0..rows - 1.
    down: Vec<bool>,
}

impl Edges {
    /// The edges `across` (rows x (cols - 1), row-major: the edge right of each point)
    /// and `down` ((rows - 1) x cols: the edge below each point) of a lattice of at least
    /// one point.
    pub fn new(rows: usize, cols: usize, across: Vec<bool>, down: Vec<bool>) -> Self {
        assert_eq!(
            across.len(),
            rows * (cols - 1),
            "one edge right of each point"
        );
        assert_eq!(down.len(), (rows - 1) * cols, "one edge below each point");
        Edges {
            rows,
            cols,
            across,
            down,
        }
    }

    /// No edge drawn.
    pub fn none(rows: usize, cols: usize) -> Self {
        let (across, down) = (rows * (cols - 1), (rows - 1) * cols);
        Edges::new(rows, cols, vec![false; across], vec![false; down])
    }

    /// Rows of points.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of points.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether the edge from point (`row`, `col`) to the point right of it is drawn
    /// (false at the right end of the lattice).
    pub fn across(&self, row: usize, col: usize) -> bool {
        col + 1 < self.cols && self.across[row * (self.cols - 1) + col]
    }

    /// Whether the edge from point (`row`, `col`) to the point below it is drawn (false
    /// at the bottom of the lattice).
    pub fn down(&self, row: usize, col: usize) -> bool {
        row + 1 < self.rows && self.down[row * self.cols + col]
    }

    /// The edges across, in the order of [`Edges::new`].
    pub fn all_across(&self) -> &[bool] {
        &self.across
    }

    /// The edges down, in the order of [`Edges::new`].
    pub fn all_down(&self) -> &[bool] {
        &self.down
    }

    /// How many of the four edges around the face between points (`row`, `col`) and
    /// (`row + 1`, `col + 1`) are drawn.
    pub fn around(&self, row: usize, col: usize) -> usize {
        let sides = [
            self.across(row, col),
            self.across(row + 1, col),
            self.down(row, col),
            self.down(row, col + 1),
        ];
        sides.iter().filter(|&&on| on).count()
    }

    /// Whether no edge is drawn.
    pub fn is_empty(&self) -> bool {
        !self.across.iter().chain(&self.down).any(|&on| on)
    }

    pub(crate) fn set_across(&mut self, row: usize, col: usize, on: bool) {
        self.across[row * (self.cols - 1) + col] = on;
    }

    pub(crate) fn set_down(&mut self, row: usize, col: usize, on: bool) {
        self.down[row * self.cols + col] = on;
    }
}
