#!/usr/bin/env python3
"""Syntax check for Swift sources without a Swift compiler: parses each file with tree-sitter's
Swift grammar and reports every ERROR or MISSING node as file:line:col.

The grammar misreads two valid constructs; they are masked (replaced by spaces of the same
length, so positions stay right) before parsing:
  - underscored attributes with arguments, such as `@_documentation(visibility: private)`;
  - a closure whose body is the empty tuple, `let x = { () }`, masked to `{    }`.
Usage: check_syntax.py FILE.swift...   Exit status 0 if every file parses cleanly.
"""
import re
import sys

import tree_sitter_swift
from tree_sitter import Language, Parser

SWIFT = Language(tree_sitter_swift.language())

MASKS = [
    # `@_documentation(visibility: private)` and similar underscored attributes: all blanked.
    (re.compile(rb"@_[A-Za-z]+\([^)\n]*\)"), lambda m: b" " * len(m.group(0))),
    # `{ () }`: the body is blanked, leaving an empty closure.
    (re.compile(rb"\{ \(\) \}"), lambda m: b"{    }"),
]


def mask(source: bytes) -> bytes:
    for pattern, replace in MASKS:
        source = pattern.sub(replace, source)
    return source


def problems(tree):
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.is_error or node.is_missing:
            yield node
            continue
        if node.has_error:
            stack.extend(node.children)


def check(path: str) -> int:
    with open(path, "rb") as f:
        source = mask(f.read())
    tree = Parser(SWIFT).parse(source)
    count = 0
    for node in problems(tree):
        line, col = node.start_point
        kind = "missing " + node.type if node.is_missing else "syntax error"
        text = source[node.start_byte : min(node.end_byte, node.start_byte + 60)]
        print(f"{path}:{line + 1}:{col + 1}: {kind}: {text.decode(errors='replace')!r}")
        count += 1
    return count


def main(paths):
    if not paths:
        print(__doc__)
        return 2
    errors = sum(check(p) for p in paths)
    print(f"{len(paths)} Swift files, {errors} syntax errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
