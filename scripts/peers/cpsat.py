"""OR-tools CP-SAT models of the puzzle kinds, written here for the benchmark.

Sudoku, Killer Sudoku and Kakuro use integer cells with AllDifferent (and a linear sum
per Kakuro run or Killer cage);
Kakurasu a Boolean per cell with one weighted linear equality per clued line;
Shakashaka an integer state per white cell (0 white, 1..4 a triangle, as in
puzzles.TRIANGLES) with the numbers as linear counts and the rectangle rule as one table
constraint per grid vertex: the allowed state combinations of its (up to four) white
cells, computed from the same 45-degree sector rule as puzzle-sat's encoder.
"""
import itertools
from functools import lru_cache

from ortools.sat.python import cp_model

import puzzles

STATUS = {cp_model.OPTIMAL: "sat", cp_model.FEASIBLE: "sat", cp_model.INFEASIBLE: "unsat"}


def solve(puzzle, timeout):
    """(status, grid or None) for one puzzle, after at most `timeout` seconds."""
    model = cp_model.CpModel()
    read = BUILD[puzzle["kind"]](model, puzzle)
    solver = cp_model.CpSolver()
    if timeout:
        solver.parameters.max_time_in_seconds = float(timeout)
    status = STATUS.get(solver.Solve(model), "unknown")
    return status, read(solver) if status == "sat" else None


def sudoku(model, p):
    return sudoku_cells(model, p)[0]


def sudoku_cells(model, p):
    """The Sudoku's rules; (answer reader, cell variables)."""
    n, (br, bc) = p["n"], p["box"]
    x = [[model.NewIntVar(1, n, "") if v is None else model.NewConstant(v) for v in row] for row in p["cells"]]
    for i in range(n):
        model.AddAllDifferent(x[i])
        model.AddAllDifferent([x[r][i] for r in range(n)])
    for r0 in range(0, n, br):
        for c0 in range(0, n, bc):
            model.AddAllDifferent([x[r][c] for r in range(r0, r0 + br) for c in range(c0, c0 + bc)])
    return (lambda s: [[str(s.Value(v)) for v in row] for row in x]), x


def kakuro(model, p):
    x = {(r, c): model.NewIntVar(1, 9, "") for r, row in enumerate(p["cells"]) for c, v in enumerate(row) if v == 0}
    for total, run in p["runs"]:
        model.AddAllDifferent([x[cell] for cell in run])
        model.Add(sum(x[cell] for cell in run) == total)
    return lambda s: puzzles.kakuro_grid(p, lambda r, c: s.Value(x[r, c]))


def kakurasu(model, p):
    rows, cols = p["rows"], p["cols"]
    x = [[model.NewBoolVar("") for _ in cols] for _ in rows]
    for i, clue in enumerate(rows):
        if clue is not None:
            model.Add(sum((j + 1) * x[i][j] for j in range(len(cols))) == clue)
    for j, clue in enumerate(cols):
        if clue is not None:
            model.Add(sum((i + 1) * x[i][j] for i in range(len(rows))) == clue)
    return lambda s: [["#" if s.Value(v) else "." for v in row] for row in x]


# White half-sectors per state at each corner (v: next to the vertical edge, h: next to the
# horizontal edge); see shakashaka.lp for the geometry.
WHITE = {0: {(co, ha) for co in ("tl", "tr", "bl", "br") for ha in "vh"},
         1: {("tl", "v"), ("tl", "h"), ("tr", "h"), ("bl", "v")},
         2: {("tr", "v"), ("tr", "h"), ("tl", "h"), ("br", "v")},
         3: {("br", "v"), ("br", "h"), ("tr", "v"), ("bl", "h")},
         4: {("bl", "v"), ("bl", "h"), ("tl", "v"), ("br", "h")}}
# Clockwise from north: (cell position around the vertex, corner, half).
SECTORS = [("ne", "bl", "v"), ("ne", "bl", "h"), ("se", "tl", "h"), ("se", "tl", "v"),
           ("sw", "tr", "v"), ("sw", "tr", "h"), ("nw", "br", "h"), ("nw", "br", "v")]
AROUND = {"nw": (0, 0), "ne": (0, 1), "sw": (1, 0), "se": (1, 1)}


def vertex_ok(states):
    """Whether the maximal white sector runs around a vertex have length 2, 4 or 8;
    `states` maps a position (nw ne sw se) to a state, missing = black."""
    white = [pos in states and (co, ha) in WHITE[states[pos]] for pos, co, ha in SECTORS]
    if all(white):
        return True
    start = white.index(False)
    runs = [len(list(g)) for w, g in itertools.groupby(white[start:] + white[:start]) if w]
    return all(length in (2, 4) for length in runs)


@lru_cache(maxsize=None)
def allowed(positions):
    """Allowed state tuples for the white cells at `positions` around a vertex."""
    return [combo for combo in itertools.product(range(5), repeat=len(positions))
            if vertex_ok(dict(zip(positions, combo)))]


def shakashaka(model, p):
    cells = p["cells"]
    h, w = len(cells), len(cells[0])
    state = {(r, c): model.NewIntVar(0, 4, "") for r in range(h) for c in range(w) if cells[r][c] is None}
    tri = {}
    for cell, var in state.items():
        tri[cell] = model.NewBoolVar("")
        model.Add(var != 0).OnlyEnforceIf(tri[cell])
        model.Add(var == 0).OnlyEnforceIf(tri[cell].Not())
    for r in range(h):
        for c in range(w):
            if cells[r][c] is not None and cells[r][c] >= 0:
                near = [tri[n] for n in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if n in tri]
                model.Add(sum(near) == cells[r][c])
    for i in range(h + 1):  # vertex (i, j) is the top-left corner of cell (i, j), 0-based
        for j in range(w + 1):
            around = [(pos, (i - 1 + dr, j - 1 + dc)) for pos, (dr, dc) in AROUND.items()]
            whites = [(pos, cell) for pos, cell in around if cell in state]
            if whites:
                positions = tuple(pos for pos, _ in whites)
                model.AddAllowedAssignments([state[cell] for _, cell in whites], allowed(positions))
    return lambda s: puzzles.shakashaka_grid(p, lambda r, c: s.Value(state[r, c]))


def killer(model, p):
    read, x = sudoku_cells(model, p)
    for total, cage in p["cages"]:
        model.AddAllDifferent([x[r][c] for r, c in cage])
        model.Add(sum(x[r][c] for r, c in cage) == total)
    return read


BUILD = {"sudoku": sudoku, "kakuro": kakuro, "kakurasu": kakurasu, "shakashaka": shakashaka, "killer": killer}
