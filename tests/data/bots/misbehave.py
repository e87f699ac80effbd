#!/usr/bin/env python3
"""A bot for tests/CliBotProtocolTest.cpp that breaks the bot protocol on purpose.
argv[1] is the mode; unless it says otherwise it misbehaves on move 1 only and then
plays the first legal action (as examples/bots/first_legal.py):
  illegal   answers "claim" (never legal on the first move)
  garbage   answers a line that is not JSON
  wrong-id  answers with the id plus 1000
  late      answers after 0.5 s (the test gives 200 ms); the answer comes during a later move
  flood     writes a 100 000-byte line first
  crash     exits with status 3 on move 3
  garbage-always  answers garbage to every move
  no-ready  answers the hello with a move's answer instead of ready
  check     plays well but exits with status 4 if a message breaks the protocol's promises
            (the seat it was given, only its own observation, legal == observation.legal)"""
import json
import sys
import time

mode = sys.argv[1]
seat = None


def say(obj):
    print(json.dumps(obj), flush=True)


def check(msg):
    global seat
    if msg["type"] == "start":
        seat = msg["seat"]
    if msg["type"] == "move":
        obs = msg["observation"]
        ok = (msg["seat"] == seat and obs["player"] == seat and obs["turn"] == seat
              and msg["legal"] == obs["legal"] and "hands" not in obs and "stock" in obs
              and isinstance(obs["stock"], int) and msg["timeMs"] == 10000)
        if not ok:
            sys.stderr.write("check failed: %s\n" % json.dumps(msg)[:300])
            sys.exit(4)
    if msg["type"] == "end" and msg["observation"]["player"] != seat:
        sys.exit(4)


for line in sys.stdin:
    msg = json.loads(line)
    kind = msg["type"]
    if kind == "quit":
        break
    if kind == "hello" and mode == "no-ready":
        say({"type": "action", "id": 0, "action": "1o"})
        continue
    if kind == "hello":
        say({"type": "ready", "name": "misbehave " + mode})
        continue
    if mode == "check":
        check(msg)
    if kind != "move":
        continue
    first = msg["id"] == 1
    answer = {"type": "action", "id": msg["id"], "action": msg["legal"][0]}
    if mode == "crash" and msg["id"] == 3:
        sys.exit(3)
    if (first and mode == "garbage") or mode == "garbage-always":
        print("this is not json", flush=True)
        continue
    if first and mode == "illegal":
        answer["action"] = "claim"
    if first and mode == "wrong-id":
        answer["id"] += 1000
    if first and mode == "late":
        time.sleep(0.5)
    if first and mode == "flood":
        print("x" * 100000, flush=True)
        continue
    say(answer)
