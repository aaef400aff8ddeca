#!/usr/bin/env python3
"""puzzlekit (PyPI `puzzlekit`, pinned 0.3.4: OR-tools CP-SAT models by SmilingWayne) on
puzzle-sat's native puzzle files, for the loop benchmark (`scripts/bench.py loop-peers`).

  python3 scripts/peers/puzzlekit_peer.py [--timeout S] FILE...

Solves every file in this one process (puzzlekit's own time limit per puzzle, 30 s
unless --timeout), prints one line per puzzle (`file status seconds`), and compares each
answer with the file's `*.solution.txt` where there is one. Exit status 1 when an
answer differs from its solution or puzzlekit fails; `unknown` (a time limit) is not a
failure. Set-up: pip install puzzlekit==0.3.4.

Genres, by the `kind:` of the native file:

* slitherlink: the grid of numbers (`.` none) as puzzlekit's `R C` text with `-` for
  none; its answer gives per cell the drawn sides as bits (top 8, left 4, bottom 2,
  right 1), read back into our drawing.
* hitori: the numbers as they are; its answer marks each cell `x` (shaded) or `-`.
* masyu: the pearls (`*` black, `o` white, `.` none) as `b`, `w` and `-`; its answer
  gives per cell the directions of its links (`n`, `s`, `w`, `e`), read back into our
  drawing.
"""
import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import puzzles  # noqa: E402


def slitherlink_text(grid):
    rows = [" ".join("-" if ch == "." else ch for ch in row) for row in grid]
    return f"{len(grid)} {len(grid[0])}\n" + "\n".join(rows)


def slitherlink_drawing(grid, sides):
    """Our answer drawing (docs/FORMATS.md) from puzzlekit's per-cell side bits."""
    r, c = len(grid), len(grid[0])
    bits = lambda i, j: 0 if sides[i][j] == "-" else int(sides[i][j])
    across = lambda i, j: (i < r and bits(i, j) & 8) or (i > 0 and bits(i - 1, j) & 2)
    down = lambda i, j: (j < c and bits(i, j) & 4) or (j > 0 and bits(i, j - 1) & 1)
    lines = []
    for i in range(r + 1):
        lines.append("".join("+" + ("-" if across(i, j) else " ") for j in range(c)) + "+")
        if i < r:
            row = "".join(("|" if down(i, j) else " ") + grid[i][j] for j in range(c))
            lines.append((row + ("|" if down(i, c) else "")).rstrip())
    return "\n".join(lines) + "\n"


def masyu_text(grid):
    pearls = {".": "-", "*": "b", "o": "w"}
    rows = [" ".join(pearls[ch] for ch in row) for row in grid]
    return f"{len(grid)} {len(grid[0])}\n" + "\n".join(rows)


def masyu_drawing(grid, links):
    """Our answer drawing (docs/FORMATS.md) from puzzlekit's per-cell link directions
    (`n`, `s`, `w`, `e`; `-` off the loop)."""
    r, c = len(grid), len(grid[0])
    lines = []
    for i in range(r):
        east = ["-" if j + 1 < c and "e" in links[i][j] else " " for j in range(c)]
        lines.append("".join(grid[i][j] + east[j] for j in range(c)).rstrip())
        if i + 1 < r:
            lines.append(" ".join("|" if "s" in links[i][j] else " " for j in range(c)).rstrip())
    return "\n".join(lines) + "\n"


def hitori_text(grid):
    rows = [" ".join(row.split()) for row in grid]
    return f"{len(grid)} {len(grid[0].split())}\n" + "\n".join(rows)


def hitori_drawing(grid, marks):
    """Our answer (docs/FORMATS.md) from puzzlekit's `x` (shaded) and `-` (kept)."""
    rows = [row.split() for row in grid]
    return "".join(" ".join("#" if marks[i][j] == "x" else n for j, n in enumerate(row)) + "\n"
                   for i, row in enumerate(rows))


GENRES = {
    "hitori": ("hitori", hitori_text, hitori_drawing),
    "slitherlink": ("slitherlink", slitherlink_text, slitherlink_drawing),
    "masyu": ("masyu", masyu_text, masyu_drawing),
}


def grid_of(path):
    header, grid = puzzles.split(Path(path).read_text(encoding="utf-8"))
    return header.get("kind", ""), grid


def solve(path, timeout):
    """(status, seconds, drawing or None) for one file."""
    import puzzlekit

    kind, grid = grid_of(path)
    if kind not in GENRES:
        raise ValueError(f"{path}: kind `{kind}` has no puzzlekit driver here")
    genre, to_text, drawing = GENRES[kind]
    start = time.perf_counter()
    result = puzzlekit.solve(to_text(grid), genre, solver_options={"time_limit_sec": timeout})
    seconds = time.perf_counter() - start
    data = result.solution_data
    if data.get("status") not in ("Optimal", "Feasible"):
        status = "unsat" if data.get("status") == "Infeasible" else "unknown"
        return status, seconds, None
    sides = [line.split() for line in str(data["solution_grid"]).strip().splitlines()[1:]]
    return "sat", seconds, drawing(grid, sides)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    failures = 0
    for path in args.files:
        status, seconds, drawing = solve(path, args.timeout)
        solution = Path(path[: -len(".txt")] + ".solution.txt")
        if drawing is not None and solution.exists():
            expected = "\n".join(l.rstrip() for l in solution.read_text().splitlines()) + "\n"
            if drawing != expected:
                status, failures = "wrong", failures + 1
        print(f"{path}\t{status}\t{seconds:.3f}", flush=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
