"""The duplicate match's modes (issue 25): the card play alone (`--only play`) and a run resumed
from its progress file, which must give exactly what one run gives."""
import json
import subprocess
import sys

import pytest

from engine.errors import RequestError
from engine.match import match, read_progress


def untimed(rows):                                   # the seconds measured differ from run to run
    return [{**r, "decisions": {k: v for k, v in r["decisions"].items() if not k.endswith("_s")}} for r in rows]


FIGURES = ("mean_gain", "ci95", "declarer_won", "declarer_games")


def test_a_resumed_run_gives_the_rows_and_figures_of_one_run():
    one = match("koenigrufen", deals=6, seed=11, player="faustregel", against="zufall")
    first = []
    match("koenigrufen", deals=3, seed=11, player="faustregel", against="zufall", progress=first.append)
    played = []
    rest = match("koenigrufen", deals=6, seed=11, player="faustregel", against="zufall",
                 done=first, progress=played.append)
    assert untimed(rest["rows"]) == untimed(one["rows"])
    assert {k: rest[k] for k in FIGURES} == {k: one[k] for k in FIGURES}
    assert rest["resumed"] == 3 and [r["seed"] for r in played] == [14, 15, 16]
    assert rest["cpu_s"]["deals"] == 6 and rest["cpu_s"]["sum"] > 0   # the earlier deals' seconds kept
    assert rest["longest_decision_s"] == max(r["decisions"]["max_s"] for r in rest["rows"])
    assert any(r["gain"] for r in one["rows"])       # a figure that could differ


def test_resume_on_the_command_line_plays_only_the_missing_deals(tmp_path):
    run = lambda *a: subprocess.run([sys.executable, "-m", "engine", "match", "tapp", "--seed", "4",  # noqa: E731
                                     "--player", "faustregel", "--against", "zufall", "--json", *a],
                                    capture_output=True, text=True)
    progress = tmp_path / "tapp.jsonl"
    whole = json.loads(run("--deals", "4").stdout)
    assert run("--deals", "2", "--progress", str(progress)).returncode == 0
    with open(progress, "a", encoding="utf-8") as f:
        f.write('{"seed": 6, "ga')                   # a run stopped while writing its last line
    res = run("--deals", "4", "--progress", str(progress), "--resume")
    assert res.returncode == 0, res.stderr
    resumed = json.loads(res.stdout)
    assert resumed["resumed"] == 2
    assert untimed(resumed["rows"]) == untimed(whole["rows"])
    assert resumed["mean_gain"] == whole["mean_gain"] and resumed["ci95"] == whole["ci95"]
    bad = run("--deals", "4", "--resume")
    assert bad.returncode == 2 and "--resume braucht --progress" in bad.stderr


def test_a_progress_file_with_a_bad_line_inside_is_refused(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"seed": 1, "gain": 0}\nkein json\n{"seed": 2, "gain": 1}\n', encoding="utf-8")
    with pytest.raises(RequestError, match="Zeile 2 kein JSON"):
        read_progress(str(path))
    assert read_progress(str(tmp_path / "none.jsonl")) == []


def test_only_play_declares_the_same_game_in_both_plays_of_a_deal():
    """`only="play"`: the phases before the play are the engine's simulation for every seat, so
    both plays of a deal have the same game and declarer and only the cards differ; in the
    whole-game match the random bidding of „faustregel“ against the engine's makes them differ."""
    kw = dict(variant="koenigrufen", deals=3, seed=3, player="engine", against="faustregel",
              samples=2, budget=5_000, playouts=8)
    only = match(only="play", **kw)
    games = [[(x["game"], x["declarer"]) for x in r["plays"]] for r in only["rows"]]
    assert all(a == b for a, b in games), games
    whole = match(**kw)
    assert any(x["plays"][0]["declarer"] != x["plays"][1]["declarer"]
               or x["plays"][0]["game"] != x["plays"][1]["game"] for x in whole["rows"])
    assert only["only"] == "play" and "nur die Karten" in only["design"]
    with pytest.raises(RequestError, match="Feld „only“"):
        match("tapp", deals=1, only="bidding")
