#!/usr/bin/env python3
"""The benchmarks of puzzle-sat, one command with subcommands. Each builds puzzle-sat as
users install it first (`cargo build --profile dist`; with --quick, the release build).

  scripts/bench.py [all]          every set of every kind against the installed peers
                                  (CaDiCaL, MiniSat and Kissat on our DIMACS; clingo,
                                  OR-tools CP-SAT and z3 on models in scripts/peers/)
  scripts/bench.py KIND           the same for one kind: sudoku, kakuro, kakurasu,
                                  shakashaka, killer
  scripts/bench.py encodings      each kind's sets under each of its encoding options
                                  (--kakuro-sum, --pb, --vertex-rule, --cage-sum)
  scripts/bench.py unique         `count --max 2` on every bundled puzzle whose source
                                  claims a unique answer
  scripts/bench.py sets           per bundled folder, the CPU of `solve` and of
                                  `solve --unique`, one process per puzzle, and their ratio
  scripts/bench.py modes          per genre, the CPU of `solve`, `solve --unique` and
                                  `count --max 2` on the same URLs, against cspuz_core's
                                  run_solver (--cspuz PATH), and the one-puzzle floor
  scripts/bench.py generate       minimal 9x9 Sudoku per second against qqwing, and the
                                  time per generated puzzle of every kind and size
  scripts/bench.py engines        per kind and CNF size, the small CDCL, varisat and
                                  CaDiCaL in process: where each kind's solver lines lie
  scripts/bench.py draws          each hard Sudoku as encoded and renumbered K times
                                  (`solve --shuffle`): how much of its time is the draw
  scripts/bench.py connect        the connectivity lowerings of puzzle-cnf (ranks,
                                  elimination, cuts) on generated grids
  scripts/bench.py loops          the kinds that use connectivity (Slitherlink ...)
                                  against puzzlekit, Kissat and CaDiCaL on Janko sets

Every subcommand takes --quick: a tiny set, one run, for CI (exit status non-zero on any
failure, a wrong answer included). A full `all` run writes docs/BENCHMARKS.md (the
table, the machine, the date and the command); --quick and filtered runs write to
target/bench/ only. `scripts/bench.py SUBCOMMAND --help` lists the options.

Set-up for the peers: pip install clingo ortools z3-solver; apt-get install -y cadical
minisat; pip install --no-deps passagemath-kissat. A missing one is skipped with a line
that says how to install it.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_common  # noqa: E402
import bench_connect  # noqa: E402
import bench_draws  # noqa: E402
import bench_encodings  # noqa: E402
import bench_engines  # noqa: E402
import bench_generate  # noqa: E402
import bench_loops  # noqa: E402
import bench_modes  # noqa: E402
import bench_sets  # noqa: E402
import bench_unique  # noqa: E402

if __name__ == "__main__":
    args = sys.argv[1:]
    command = args[0] if args and not args[0].startswith("-") else "all"
    rest = args[1:] if args and not args[0].startswith("-") else args
    if "--quick" in rest:
        bench_common.use_release_build()
    if command == "all":
        bench_common.main(__doc__, bench_common.kinds(), rest, subcommand="all")
    elif command in bench_common.kinds():
        bench_common.main(__doc__, [command], rest, subcommand=command)
    elif command == "encodings":
        bench_encodings.main(rest)
    elif command == "unique":
        bench_unique.main(rest)
    elif command == "modes":
        bench_modes.main(rest)
    elif command == "sets":
        bench_sets.main(rest)
    elif command == "generate":
        bench_generate.main(rest)
    elif command == "engines":
        bench_engines.main(rest)
    elif command == "draws":
        bench_draws.main(rest)
    elif command == "connect":
        bench_connect.main(rest)
    elif command == "loops":
        bench_loops.main(rest)
    else:
        sys.exit(f"bench.py: unknown subcommand `{command}`\n\n{__doc__}")
