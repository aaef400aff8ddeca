"""Kakuro as an integer model for z3, written here for the benchmark: an Int per white
cell in 1..9, Distinct per run, and the run's sum (the SMT formulation of the Kakuro
blog post whose k_057 is bundled in puzzles/kakuro/papers)."""
import z3

import puzzles


def solve(puzzle, timeout):
    """(status, grid or None) for one Kakuro, after at most `timeout` seconds."""
    x = {(r, c): z3.Int(f"x{r}_{c}") for r, row in enumerate(puzzle["cells"]) for c, v in enumerate(row) if v == 0}
    solver = z3.Solver()
    if timeout:
        solver.set("timeout", int(timeout * 1000))
    for var in x.values():
        solver.add(var >= 1, var <= 9)
    for total, run in puzzle["runs"]:
        solver.add(z3.Distinct([x[cell] for cell in run]), z3.Sum([x[cell] for cell in run]) == total)
    result = solver.check()
    if result == z3.sat:
        model = solver.model()
        return "sat", puzzles.kakuro_grid(puzzle, lambda r, c: model[x[r, c]].as_long())
    return ("unsat" if result == z3.unsat else "unknown"), None
