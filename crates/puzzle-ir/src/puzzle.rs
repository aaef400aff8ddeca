//! The kind-independent face of the IR. The registry in `lib.rs` lists the kinds once;
//! [`registry!`] turns that list into one enum of kinds, puzzles, answers and violations,
//! with every dispatch written here once, so that the command line and the
//! solution-space tools need no code per kind.

/// Defines [`Kind`](crate::Kind), [`Puzzle`](crate::Puzzle), [`Answer`](crate::Answer)
/// and [`Violation`](crate::Violation) from rows `Variant => path::To::Type`, each type
/// implementing [`PuzzleKind`](crate::PuzzleKind).
macro_rules! registry {
    ($($variant:ident => $ty:path),+ $(,)?) => {
        /// The puzzle kinds this crate can read, in the registry's order.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Kind {
            $($variant),+
        }

        /// A puzzle of any kind.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Puzzle {
            $($variant($ty)),+
        }

        /// An answer of any kind.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Answer {
            $($variant(<$ty as $crate::PuzzleKind>::Answer)),+
        }

        /// A broken rule, as found by the kind's independent checker.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Violation {
            $($variant(<$ty as $crate::PuzzleKind>::Violation),)+
            /// The answer is of another kind than the puzzle.
            WrongKind,
        }

        impl Kind {
            /// Every kind, in the registry's order.
            pub const ALL: &'static [Kind] = &[$(Kind::$variant),+];

            /// The name used in `kind:` lines, JSON and the command line.
            pub fn name(self) -> &'static str {
                match self {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::NAME),+
                }
            }

            /// One line about the kind.
            pub fn about(self) -> &'static str {
                match self {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::ABOUT),+
                }
            }

            /// A small published puzzle of the kind
            /// ([`PuzzleKind::EXAMPLE`](crate::PuzzleKind::EXAMPLE)).
            pub fn example(self) -> $crate::Example {
                match self {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::EXAMPLE),+
                }
            }

            /// The kind called `name`.
            pub fn from_name(name: &str) -> Option<Kind> {
                Kind::ALL.iter().copied().find(|k| k.name() == name)
            }

            /// The parameters of the kind's generator.
            pub fn generator(self) -> &'static [$crate::settings::Setting] {
                match self {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::GENERATOR),+
                }
            }

            /// Generator values that make puzzles small enough to count by brute force.
            pub fn small(self) -> &'static [(&'static str, &'static str)] {
                match self {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::SMALL),+
                }
            }

            /// The file extension of the kind's one-puzzle-per-line batches, if it has one.
            pub fn batch_extension(self) -> Option<&'static str> {
                match self {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::BATCH_EXTENSION),+
                }
            }

            /// Why a unique puzzle is unlikely with these generator settings, if it is
            /// ([`PuzzleKind::generator_caveat`](crate::PuzzleKind::generator_caveat)).
            pub fn generator_caveat(self, values: &$crate::settings::Values) -> Option<String> {
                match self {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::generator_caveat(values)),+
                }
            }

            /// A random puzzle of this kind with its answer, and comments saying how it
            /// was made.
            pub fn generate(
                self,
                values: &$crate::settings::Values,
                rng: &mut rand::rngs::SmallRng,
            ) -> Result<(Puzzle, Answer, Vec<String>), String> {
                match self {
                    $(Kind::$variant => {
                        let made = <$ty as $crate::PuzzleKind>::generate(values, rng)?;
                        Ok((Puzzle::$variant(made.puzzle), Answer::$variant(made.answer), made.comments))
                    })+
                }
            }

            /// The names of every kind for messages: `a, b or c`.
            pub fn listing() -> String {
                $crate::puzzle::either(Kind::ALL.iter().map(|k| k.name()).collect())
            }

            /// What the kind's reshaping of a generated answer changes, in words
            /// ([`PuzzleKind::RESHAPING`](crate::PuzzleKind::RESHAPING)).
            pub fn reshaping(self) -> &'static str {
                match self {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::RESHAPING),+
                }
            }

            /// The kind's puzz.link genre (the name in its URLs and pzprv3 files), if
            /// it has one.
            pub fn genre(self) -> Option<&'static str> {
                match self {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::PUZZLINK.map(|g| g.name)),+
                }
            }

            /// The puzz.link genres read here, for messages: `a, b or c`.
            pub fn genre_listing() -> String {
                $crate::puzzle::either(Kind::ALL.iter().filter_map(|k| k.genre()).collect())
            }

            /// The kind whose one-puzzle-per-line batches end in `.{extension}`.
            pub fn of_batch_extension(extension: &str) -> Option<Kind> {
                Kind::ALL.iter().copied().find(|k| k.batch_extension() == Some(extension))
            }

            /// The kind whose batch format `text` is in, judged by its content alone.
            pub fn of_batch_text(text: &str) -> Option<Kind> {
                Kind::ALL.iter().copied().find(|k| match k {
                    $(Kind::$variant => <$ty as $crate::PuzzleKind>::looks_like_batch(text)),+
                })
            }

            /// The puzzles of a batch file of this kind, with their line numbers.
            pub fn parse_batch(self, file: &str, text: &str) -> Result<Vec<(usize, Puzzle)>, $crate::ParseError> {
                match self {
                    $(Kind::$variant => Ok(<$ty as $crate::PuzzleKind>::parse_batch(file, text)?
                        .into_iter()
                        .map(|(line, p)| (line, Puzzle::$variant(p)))
                        .collect())),+
                }
            }
        }

        impl std::fmt::Display for Violation {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    $(Violation::$variant(v) => v.fmt(f),)+
                    Violation::WrongKind => f.write_str("the answer is of another kind than the puzzle"),
                }
            }
        }

        impl std::error::Error for Violation {}

        impl Puzzle {
            /// Parses a puzzle file from raw bytes (UTF-8 is checked here, so the caller
            /// can pass a file's content as read): a kind's header-less format, or a
            /// native file whose `kind:` line names the kind.
            pub fn parse(file: &str, bytes: &[u8]) -> Result<Puzzle, $crate::ParseError> {
                let text = $crate::text::decode_utf8(file, bytes)?;
                if let Some(parsed) = $crate::interop::parse_file(file, text) {
                    return parsed;
                }
                $(if let Some(parsed) = <$ty as $crate::PuzzleKind>::parse_headerless(file, text) {
                    return parsed.map(Puzzle::$variant);
                })+
                let doc = $crate::text::Document::parse(file, text)?;
                let kind = doc.field("kind").ok_or_else(|| {
                    $crate::ParseError::new(
                        file,
                        1,
                        None,
                        "missing `kind:` line in the header (e.g. `kind: sudoku`)",
                    )
                })?;
                match Kind::from_name(kind.value) {
                    $(Some(Kind::$variant) => Ok(Puzzle::$variant(
                        <$ty as $crate::PuzzleKind>::from_document(&doc)?,
                    )),)+
                    None => Err($crate::ParseError::new(
                        file,
                        kind.line,
                        Some(kind.value_column),
                        format!("unknown kind `{}` (expected {})", kind.value, Kind::listing()),
                    )),
                }
            }

            /// The puzzle's kind.
            pub fn kind(&self) -> Kind {
                match self {
                    $(Puzzle::$variant(_) => Kind::$variant),+
                }
            }

            /// Checks an answer with the kind's independent checker.
            pub fn check(&self, answer: &Answer) -> Result<(), Violation> {
                match (self, answer) {
                    $((Puzzle::$variant(p), Answer::$variant(a)) => {
                        $crate::PuzzleKind::check(p, a).map_err(Violation::$variant)
                    })+
                    #[allow(unreachable_patterns)]
                    _ => Err(Violation::WrongKind),
                }
            }

            /// Reads an answer to this puzzle: JSON (an object with `grid`) or text.
            pub fn parse_answer(&self, file: &str, text: &str) -> Result<Answer, $crate::ParseError> {
                if text.trim_start().starts_with('{') {
                    let grid = $crate::puzzle::json_grid(file, text)?;
                    return match self {
                        $(Puzzle::$variant(p) => $crate::PuzzleKind::answer_from_grid(p, file, &grid).map(Answer::$variant)),+
                    };
                }
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::parse_answer(p, file, text).map(Answer::$variant)),+
                }
            }

            /// Reads an answer to this puzzle from the rows of cell strings of a JSON
            /// answer's `grid`.
            pub fn answer_from_grid(&self, file: &str, grid: &[Vec<String>]) -> Result<Answer, $crate::ParseError> {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::answer_from_grid(p, file, grid).map(Answer::$variant)),+
                }
            }

            /// Every clue, in the order the encoders guard them: Sudoku givens and
            /// Shakashaka numbers row-major, Kakuro runs in `Kakuro::runs` order,
            /// Kakurasu rows then columns.
            ///
            /// ```
            /// use puzzle_ir::{Clue, Puzzle};
            /// let puzzle = Puzzle::parse("p.txt", b"kind: sudoku\ngrid:\n1...\n....\n....\n...2\n").unwrap();
            /// assert_eq!(puzzle.clues()[1], Clue::Given { row: 3, col: 3, value: 2 });
            /// ```
            pub fn clues(&self) -> Vec<$crate::Clue> {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::clues(p)),+
                }
            }

            /// A clue as the JSON record of `FORMATS.md`.
            pub fn clue_record(&self, clue: &$crate::Clue) -> $crate::ClueRecord {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::clue_record(p, clue)),+
                }
            }

            /// A clue in words.
            pub fn describe_clue(&self, clue: &$crate::Clue) -> String {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::describe_clue(p, clue)),+
                }
            }

            /// Rows and columns of the puzzle's grid (that of its answers).
            pub fn dimensions(&self) -> (usize, usize) {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::dimensions(p)),+
                }
            }

            /// Rows and columns of the grid the clues' placements refer to
            /// ([`PuzzleKind::clue_grid`](crate::PuzzleKind::clue_grid)).
            pub fn clue_grid(&self) -> (usize, usize) {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::clue_grid(p)),+
                }
            }

            /// Each cell's possible values, row by row
            /// ([`PuzzleKind::cell_values`](crate::PuzzleKind::cell_values)).
            pub fn cell_values(&self) -> Vec<Vec<Vec<String>>> {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::cell_values(p)),+
                }
            }

            /// The puzzle with the cell at (`row`, `col`) given as `value`, when its kind's
            /// format can state a cell's value.
            pub fn with_given(&self, row: usize, col: usize, value: &str) -> Option<Puzzle> {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::with_given(p, row, col, value).map(Puzzle::$variant)),+
                }
            }

            /// The puzzle without `clue`, when its kind's format can drop it.
            pub fn without_clue(&self, clue: &$crate::Clue) -> Option<Puzzle> {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::without_clue(p, clue).map(Puzzle::$variant)),+
                }
            }

            /// The puzzle with every clue its format can state about `answer` (the
            /// puzzle itself when `answer` is of another kind).
            pub fn with_every_clue(&self, answer: &Answer) -> Puzzle {
                match (self, answer) {
                    $((Puzzle::$variant(p), Answer::$variant(a)) => {
                        Puzzle::$variant($crate::PuzzleKind::with_every_clue(p, a))
                    })+
                    #[allow(unreachable_patterns)]
                    _ => self.clone(),
                }
            }

            /// `answer` changed at (`row`, `col`) and the puzzle re-read from it, when the
            /// kind can ([`PuzzleKind::reshaped`](crate::PuzzleKind::reshaped)).
            pub fn reshaped(
                &self,
                answer: &Answer,
                row: usize,
                col: usize,
                rng: &mut rand::rngs::SmallRng,
            ) -> Option<(Puzzle, Answer)> {
                match (self, answer) {
                    $((Puzzle::$variant(p), Answer::$variant(a)) => {
                        $crate::PuzzleKind::reshaped(p, a, row, col, rng)
                            .map(|(p, a)| (Puzzle::$variant(p), Answer::$variant(a)))
                    })+
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// The native file of the puzzle, with `comments` in its header.
            pub fn to_native(&self, comments: &[String]) -> String {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::to_native(p, comments)),+
                }
            }

            /// The puzzle as one line of its kind's batch format, when it has one and
            /// the puzzle fits it ([`PuzzleKind::to_batch_line`](crate::PuzzleKind::to_batch_line)).
            pub fn to_batch_line(&self) -> Option<String> {
                match self {
                    $(Puzzle::$variant(p) => $crate::PuzzleKind::to_batch_line(p)),+
                }
            }

            /// The puzzle of a puzz.link URL split into `parts`, by the codec of the kind
            /// whose genre it names (`None`: no kind has that genre).
            pub(crate) fn from_url_parts(
                parts: &$crate::interop::url::Parts,
            ) -> Option<Result<Puzzle, $crate::ParseError>> {
                $(if let Some(genre) = <$ty as $crate::PuzzleKind>::PUZZLINK.filter(|g| g.reads(parts.genre)) {
                    return Some((genre.from_url)(parts).map(Puzzle::$variant));
                })+
                None
            }

            /// The puzzle and answer grid of a pzprv3 file of genre `name`, read on from
            /// its header (`None`: no kind has that genre).
            pub(crate) fn from_pzprv3(
                name: &str,
                reader: &mut $crate::interop::pzprv3::Reader,
            ) -> Option<Result<(Puzzle, Option<$crate::interop::pzprv3::Grid>), $crate::ParseError>> {
                $(if let Some(genre) = <$ty as $crate::PuzzleKind>::PUZZLINK.filter(|g| g.reads(name)) {
                    return Some((genre.from_pzprv3)(reader).map(|(p, grid)| (Puzzle::$variant(p), grid)));
                })+
                None
            }

            /// Whether the puzz.link genre `name` has pzprjs's flag field in its URLs.
            pub(crate) fn url_has_flags(name: &str) -> bool {
                $(if let Some(genre) = <$ty as $crate::PuzzleKind>::PUZZLINK.filter(|g| g.reads(name)) {
                    return genre.url_flags.is_some();
                })+
                false
            }

            /// The genre, flags (empty for none), columns, rows and body of the puzzle's
            /// puzz.link URL (`None`: its kind has no genre).
            pub(crate) fn url_parts(&self) -> Option<Result<(&'static str, &'static str, usize, usize, String), $crate::interop::Unsupported>> {
                match self {
                    $(Puzzle::$variant(p) => <$ty as $crate::PuzzleKind>::PUZZLINK.map(|genre| {
                        let flags = genre.url_flags.map_or("", |flags| flags(p));
                        (genre.to_url)(p).map(|(cols, rows, body)| (genre.name, flags, cols, rows, body))
                    }),)+
                }
            }

            /// The pzprv3 file of the puzzle with the answer `grid` when given (`None`:
            /// its kind has no genre).
            pub(crate) fn pzprv3_text(&self, grid: Option<&[Vec<String>]>) -> Option<Result<String, $crate::interop::Unsupported>> {
                match self {
                    $(Puzzle::$variant(p) => <$ty as $crate::PuzzleKind>::PUZZLINK.map(|genre| (genre.to_pzprv3)(p, grid)),)+
                }
            }
        }

        impl Answer {
            /// The kind of puzzle this answers.
            pub fn kind(&self) -> Kind {
                match self {
                    $(Answer::$variant(_) => Kind::$variant),+
                }
            }

            /// The grid for people.
            pub fn to_text(&self) -> String {
                match self {
                    $(Answer::$variant(a) => $crate::KindAnswer::to_text(a)),+
                }
            }

            /// The grid for people in plain ASCII.
            pub fn to_ascii(&self) -> String {
                match self {
                    $(Answer::$variant(a) => $crate::KindAnswer::to_ascii(a)),+
                }
            }

            /// The cell strings in plain ASCII.
            pub fn ascii_grid(&self) -> Vec<Vec<String>> {
                match self {
                    $(Answer::$variant(a) => $crate::KindAnswer::ascii_grid(a)),+
                }
            }

            /// The grid of the JSON answer: rows of cell strings.
            pub fn grid(&self) -> Vec<Vec<String>> {
                match self {
                    $(Answer::$variant(a) => $crate::KindAnswer::grid(a)),+
                }
            }

            /// The answer as an answer file (`*.solution.txt`).
            pub fn to_file(&self) -> String {
                match self {
                    $(Answer::$variant(a) => $crate::KindAnswer::to_file(a)),+
                }
            }

            /// The grid on one line, cells concatenated row by row (the `.lines` form
            /// for 9x9).
            pub fn to_line(&self) -> String {
                self.grid().concat().concat()
            }
        }
    };
}

pub(crate) use registry;

use crate::error::ParseError;

/// `names` for messages: `a, b or c`.
pub(crate) fn either(names: Vec<&str>) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

/// The `grid` field of a JSON answer, with serde's line and column on a syntax error.
pub(crate) fn json_grid(file: &str, text: &str) -> Result<Vec<Vec<String>>, ParseError> {
    #[derive(serde::Deserialize)]
    struct WithGrid {
        grid: Option<Vec<Vec<String>>>,
        status: Option<String>,
    }
    let parsed: WithGrid = serde_json::from_str(text).map_err(|e| {
        ParseError::new(
            file,
            e.line(),
            Some(e.column()),
            format!("bad JSON answer: {e}"),
        )
    })?;
    parsed.grid.ok_or_else(|| {
        let status = parsed.status.unwrap_or_else(|| "missing".into());
        ParseError::new(
            file,
            1,
            None,
            format!("JSON answer has no `grid` (status: {status})"),
        )
    })
}
