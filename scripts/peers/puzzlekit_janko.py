"""Solves bundled Janko puzzles with puzzlekit (pip puzzlekit==0.3.4), all in one process.

usage: puzzlekit_janko.py GENRE DATASET.json PUZZLE.txt...

GENRE is puzzlekit's name (heyawake, lits); DATASET is puzzlekit-dataset's JSON of that
genre; each PUZZLE is a bundled native file whose first line names its dataset key.
Prints one line per puzzle: the key, the seconds puzzlekit took and its status; a puzzle
puzzlekit refuses (it raises) has the status `refused`.
"""

import json
import re
import sys
import time

import puzzlekit


def main() -> None:
    genre, dataset, files = sys.argv[1], sys.argv[2], sys.argv[3:]
    data = json.load(open(dataset))["data"]
    for path in files:
        first = open(path).readline()
        key = re.search(r"\(key (\S+)\)", first).group(1)
        start = time.perf_counter()
        try:
            result = puzzlekit.solve(data[key]["problem"], genre)
            status = result.solution_data.get("status", "?")
        except Exception:  # noqa: BLE001 - any refusal of a published puzzle is counted
            status = "refused"
        print(f"{key} {time.perf_counter() - start:.3f} {status}", flush=True)


if __name__ == "__main__":
    main()
