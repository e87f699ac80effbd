#!/usr/bin/env python3
"""The smallest bot for baza's bot protocol (docs/BOT-PROTOCOL.md): it plays the
first legal action. Run it with

    baza match --game guinote --a hard --b 'exec:python3 examples/bots/first_legal.py'

Messages arrive one JSON object per line on standard input; answers go one per line
to standard output (flushed). Anything for a human goes to standard error."""
import json
import sys


def answer(message):
    """The reply to one message from baza, or None when it needs none."""
    kind = message["type"]
    if kind == "hello":
        return {"type": "ready", "name": "first_legal", "protocol": 1}
    if kind == "move":
        # message["observation"] is what this seat may know (the page's JSON):
        # its hand, the trick, the scores, the events it saw. Choose from "legal".
        return {"type": "action", "id": message["id"], "action": message["legal"][0]}
    return None  # start, refused, deal-end, end: nothing to answer


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "quit":
            break
        reply = answer(message)
        if reply is not None:
            print(json.dumps(reply), flush=True)


if __name__ == "__main__":
    main()
