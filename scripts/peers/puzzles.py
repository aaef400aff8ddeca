"""Small readers of puzzle-sat's native puzzle files (docs/FORMATS.md), for the peer
models. They read only what the peers need and trust the file: puzzle-sat's own parser
is the one that locates errors. A puzzle is a dict with `kind`, `source` and the fields
of its kind; `.lines` files give one 9x9 Sudoku per line.
"""
import math
import re
from pathlib import Path

KEY = re.compile(r"^([a-z][a-z-]*):\s*(.*)$")
FACT = re.compile(r"clues_(row|col)\(([^)]*)\)")


def read(path):
    """Every puzzle in `path` (one, or one per line of a `.lines` file)."""
    text = Path(path).read_text(encoding="utf-8-sig")
    if path.endswith(".lines"):
        return [lines_sudoku(f"{path}:{n}", line.strip())
                for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    if text.startswith("#Kakuro"):
        return [kakuro(path, [l for l in text.splitlines()[1:] if l.strip()])]
    header, grid = split(text)
    kind = header.get("kind", "kakurasu" if "clues_row" in text else "")
    reader = {"sudoku": sudoku, "kakuro": lambda s, h, g: kakuro(s, g), "shakashaka": shakashaka,
              "nurikabe": nurikabe, "kakurasu": lambda s, h, g: kakurasu(s, h, text),
              "killer": lambda s, h, g: killer(s, h, text)}.get(kind)
    if reader is None:
        return [{"source": path, "unmodelled": kind}]
    return [reader(path, header, grid)]


def split(text):
    """(header keys, grid rows): `#` lines are comments only in the header."""
    header, grid, in_grid = {}, [], False
    for line in text.splitlines():
        key = KEY.match(line)  # no grid row of any kind looks like `word:`
        if key:
            in_grid = key.group(1) == "grid"
            header[key.group(1)] = key.group(2).strip()
        elif in_grid and line.strip():
            grid.append(line.strip())
    return header, grid


def lines_sudoku(source, line):
    cells = [[None if ch in ".0" else int(ch) for ch in line[r * 9:(r + 1) * 9]] for r in range(9)]
    return {"kind": "sudoku", "source": source, "n": 9, "box": (3, 3), "cells": cells, "variants": []}


def sudoku(source, header, grid):
    n = len(grid)
    rows = [list(r) if n <= 9 and " " not in r else r.split() for r in grid]
    cells = [[None if t in (".", "0") else int(t) for t in row] for row in rows]
    if "box" in header:
        box = tuple(int(x) for x in header["box"].split("x"))
    else:
        box = (math.isqrt(n), math.isqrt(n))
    return {"kind": "sudoku", "source": source, "n": n, "box": box, "cells": cells,
            "variants": header.get("variants", "").split()}


def blocks(text):
    """{block name: its non-blank rows} for the blocks of a native file (`cages:` ...)."""
    out, current = {}, None
    for line in text.splitlines():
        key = KEY.match(line)
        if key:
            current = key.group(1) if not key.group(2).strip() else None
            if current:
                out[current] = []
        elif current and line.strip():
            out[current].append(line.strip())
    return out


def killer(source, header, text):
    """A Sudoku (`cells`, as `sudoku`) plus `cages`: [(sum, [(r, c), ...])]."""
    parts = blocks(text)
    labels = [row.split() for row in parts["cages"]]
    n = len(labels)
    grid = parts.get("grid") or ["." * n] * n
    puzzle = sudoku(source, header, grid)
    sums = dict(line.split() for line in parts["sums"])
    cells = {}
    for r, row in enumerate(labels):
        for c, label in enumerate(row):
            if label != ".":
                cells.setdefault(label, []).append((r, c))
    if "box" not in header:
        rows = max(d for d in range(1, n + 1) if d * d <= n and n % d == 0)
        puzzle["box"] = (rows, n // rows)
    puzzle.update(kind="killer", cages=[(int(sums[k]), v) for k, v in cells.items()])
    return puzzle


def kakuro(source, grid):
    """`cells[r][c]`: None block, 0 white, or (down, across) with None for a missing part."""
    cells = []
    for row in grid:
        out = []
        for token in (t.strip() for t in row.split(",")):
            if token in ("0", "."):
                out.append(0)
            elif "\\" in token:
                down, across = token.split("\\")
                out.append((int(down) if down else None, int(across) if across else None))
            else:
                out.append(None)
        cells.append(out)
    return {"kind": "kakuro", "source": source, "cells": cells, "runs": kakuro_runs(cells)}


def kakuro_runs(cells):
    """[(sum, [(r, c), ...])] for every clued run."""
    runs = []
    for r, row in enumerate(cells):
        for c, cell in enumerate(row):
            if not isinstance(cell, tuple):
                continue
            for total, (dr, dc) in ((cell[0], (1, 0)), (cell[1], (0, 1))):
                if total is None:
                    continue
                run, rr, cc = [], r + dr, c + dc
                while rr < len(cells) and cc < len(cells[rr]) and cells[rr][cc] == 0:
                    run.append((rr, cc))
                    rr, cc = rr + dr, cc + dc
                runs.append((total, run))
    return runs


def kakurasu(source, header, text):
    def clues(field):
        return [None if t == "-" else int(t) for t in field.split()]

    if "rows" in header:
        return {"kind": "kakurasu", "source": source, "rows": clues(header["rows"]), "cols": clues(header["cols"])}
    found = {"row": {}, "col": {}}
    for which, body in FACT.findall(text):
        for pair in body.split(";"):
            index, value = (int(x) for x in pair.split(","))
            found[which][index] = value
    as_list = lambda d: [d.get(i) for i in range(1, max(d) + 1)]  # noqa: E731
    return {"kind": "kakurasu", "source": source, "rows": as_list(found["row"]), "cols": as_list(found["col"])}


def shakashaka(source, header, grid):
    """`cells[r][c]`: None white, -1 black without a number, 0..4 a numbered black cell."""
    cells = [[None if ch == "." else -1 if ch == "#" else int(ch) for ch in row] for row in grid]
    return {"kind": "shakashaka", "source": source, "cells": cells}


def nurikabe(source, header, grid):
    """`cells[r][c]`: None for a cell without a number, else its number."""
    cells = [[None if t == "." else int(t) for t in row.split()] for row in grid]
    return {"kind": "nurikabe", "source": source, "cells": cells}


def native_text(puzzle):
    """The puzzle as a native file, for `puzzle-sat check` (used for `.lines` entries)."""
    rows = ["".join(str(v) if v else "." for v in row) for row in puzzle["cells"]]
    return "kind: sudoku\ngrid:\n" + "\n".join(rows) + "\n"


# Shakashaka answer glyphs by state: 0 white, 1..4 a triangle, named by its black half.
TRIANGLES = {1: "◢", 2: "◣", 3: "◤", 4: "◥"}


def shakashaka_grid(puzzle, state):
    """The answer grid of FORMATS.md from a `state(r, c)` for white cells."""
    out = []
    for r, row in enumerate(puzzle["cells"]):
        out.append([("." if state(r, c) == 0 else TRIANGLES[state(r, c)]) if cell is None
                    else "#" if cell == -1 else str(cell) for c, cell in enumerate(row)])
    return out


def kakuro_grid(puzzle, digit):
    return [[str(digit(r, c)) if cell == 0 else "x" for c, cell in enumerate(row)]
            for r, row in enumerate(puzzle["cells"])]


def to_native(puzzle):
    """The puzzle as a native file written from what the peers read (for the test that
    this reader agrees with puzzle-sat's: crates/puzzle-sat/tests/it/peers.rs)."""
    return "".join(f"{line}\n" for line in WRITERS[puzzle["kind"]](puzzle))


def sudoku_lines(p, kind="sudoku"):
    cell = lambda v: str(v) if v else "."  # noqa: E731
    join = "".join if p["n"] <= 9 else " ".join
    return [f"kind: {kind}", f"box: {p['box'][0]}x{p['box'][1]}", "grid:",
            *(join(cell(v) for v in row) for row in p["cells"])]


def killer_lines(p):
    labels = [["."] * p["n"] for _ in range(p["n"])]
    for i, (_, cells) in enumerate(p["cages"]):
        for r, c in cells:
            labels[r][c] = f"c{i}"
    sums = [f"c{i} {total}" for i, (total, _) in enumerate(p["cages"])]
    given = sudoku_lines(p, "killer")
    return [*given[:2], "cages:", *(" ".join(row) for row in labels), "sums:", *sums, *given[2:]]


def kakuro_lines(p):
    def cell(v):
        if v is None:
            return "x"
        if v == 0:
            return "0"
        return "\\".join("" if s is None else str(s) for s in v)
    return ["kind: kakuro", "grid:", *(",".join(cell(v) for v in row) for row in p["cells"])]


def kakurasu_lines(p):
    clues = lambda values: " ".join("-" if v is None else str(v) for v in values)  # noqa: E731
    return ["kind: kakurasu", f"rows: {clues(p['rows'])}", f"cols: {clues(p['cols'])}"]


def shakashaka_lines(p):
    cell = lambda v: "." if v is None else "#" if v == -1 else str(v)  # noqa: E731
    return ["kind: shakashaka", "grid:", *("".join(cell(v) for v in row) for row in p["cells"])]


def nurikabe_lines(p):
    return ["kind: nurikabe", "grid:",
            *(" ".join("." if v is None else str(v) for v in row) for row in p["cells"])]


WRITERS = {"sudoku": sudoku_lines, "killer": killer_lines, "kakuro": kakuro_lines,
           "kakurasu": kakurasu_lines, "shakashaka": shakashaka_lines, "nurikabe": nurikabe_lines}


if __name__ == "__main__":
    # python3 puzzles.py FILE...: per puzzle a JSON line {"source", "native"}, or
    # {"source", "skipped"} for the Sudoku variants and the kinds the peers do not model.
    import json
    import sys
    for path in sys.argv[1:]:
        for puzzle in read(path):
            record = {"source": puzzle["source"]}
            if puzzle.get("unmodelled"):
                record["skipped"] = "no peer model of " + puzzle["unmodelled"]
            elif puzzle.get("variants"):
                record["skipped"] = "variants " + " ".join(puzzle["variants"])
            else:
                record["native"] = to_native(puzzle)
            print(json.dumps(record))
