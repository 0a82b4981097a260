#!/usr/bin/env python3
"""The SwiftUI files, which no compiler here can build, checked against the compiled module.

tests/swift/run compiles the bindings (module AlquerqueCore) and the app's model (module
Alquerque) with swiftc and has it write their symbol graphs (every internal and public type,
member and its type). This parses each SwiftUI file with tree-sitter, follows every chain of
members that starts at something whose type is written down in the file (a property, a
parameter: `let model: GameViewModel`, `let board: BoardState`; a `let`, `if let` or `guard
let` bound to such a chain; a type of the module named as such: `Side.white`), and fails when a link of the
chain names a member the module's type does not have, or a call's argument labels fit none of
the member's signatures. `model.board.statusText` is checked link by link: `board` on
`GameViewModel`, then `statusText` on `BoardState`, the Rust record. A chain is followed as far
as the types are the module's; through anything else (SwiftUI's, the standard library's, an
untyped closure parameter) it is not checked further.

So a view-model method renamed without its view, or a record field it reads, fails on Linux
rather than on a Mac. What it cannot see: a member reached through a closure's parameter
(`ForEach(rows) { row in row.text }`), free functions, and SwiftUI itself.

Usage: check_views.py SYMBOL_GRAPH_DIR FILE.swift...
"""

import glob
import json
import os
import re
import sys

import tree_sitter_swift
from tree_sitter import Language, Parser

SWIFT = Language(tree_sitter_swift.language())
MODULES = ("AlquerqueCore.", "Alquerque.")


def optional(type_text):
    """Whether the type is an optional one (its members are then Optional's, unless chained)."""
    t = re.sub(r"\s+", "", type_text or "")
    return t.endswith(("?", "!")) or t.startswith("Optional<")


def normal(type_text):
    """The type's name as the members are filed under: no optional, no module prefix; an
    array stays `[Element]`; anything else (generics, functions, tuples) is None."""
    t = re.sub(r"\s+", "", type_text or "")
    while t.endswith(("?", "!")):
        t = t[:-1]
    if t.startswith("Optional<") and t.endswith(">"):
        return normal(t[len("Optional<") : -1])
    for m in MODULES:
        t = t.replace(m, "")
    if t.startswith("[") and t.endswith("]") and ":" not in t:
        inner = normal(t[1:-1])
        return f"[{inner}]" if inner else None
    return t if re.fullmatch(r"[A-Za-z_]\w*", t) else None


class Interface:
    """The members of every type of the compiled modules: name -> {member: [(labels, type)]}."""

    def __init__(self, folder):
        self.members = {}
        self.types = set()
        self.declared = set()
        files = glob.glob(f"{folder}/*.symbols.json")
        if not files:
            sys.exit(f"check_views.py: no symbol graph in {folder}")
        # A subclass has its superclass's members (the view models: common/ViewModel.swift).
        self.supers, self.generics, names = {}, {}, {}
        for path in files:
            graph = json.load(open(path, encoding="utf-8"))
            for symbol in graph["symbols"]:
                self.add(symbol)
                names[symbol["identifier"]["precise"]] = symbol["pathComponents"][-1]
                if len(symbol["pathComponents"]) == 1 and "swiftGenerics" in symbol:
                    self.generics[symbol["pathComponents"][0]] = [
                        g["name"] for g in symbol["swiftGenerics"].get("parameters", [])]
            for r in graph.get("relationships", []):
                if r["kind"] == "inheritsFrom":
                    self.supers[r["source"]] = r["target"]
        self.supers = {names[s]: names[b] for s, b in self.supers.items() if s in names and b in names}
        if "GameViewModel" not in self.types or "BoardState" not in self.types:
            sys.exit(f"check_views.py: the symbol graphs in {folder} lack the app's types")

    def inherit(self, sources):
        """Files each subclass under its superclass's members too, the superclass's generic
        parameters replaced by the arguments the subclass's declaration in `sources` gives
        (`class PuzzleViewModel: ViewModel<Puzzles, PuzzleState>`: `state` is a PuzzleState)."""
        arguments = {}
        for path in sources:
            for m in re.finditer(r"\bclass\s+(\w+)\s*:\s*(\w+)<([^>{]*)>", open(path, encoding="utf-8").read()):
                arguments[m.group(1)] = [a.strip() for a in m.group(3).split(",")]
        for sub, base in self.supers.items():
            given = dict(zip(self.generics.get(base, []), arguments.get(sub, [])))
            own = self.members.setdefault(sub, {})
            for name, signatures in self.members.get(base, {}).items():
                if name in own:
                    continue
                own[name] = [(labels, (normal(given.get(kind[0], kind[0])) if kind and kind[0] else None, kind[1]) if kind else None)
                             for labels, kind in signatures]

    def add(self, symbol):
        kind = symbol["kind"]["identifier"]
        path = symbol["pathComponents"]
        if kind in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"):
            self.types.add(path[-1])
            if len(path) == 1:
                self.declared.add(path[0])
            self.members.setdefault(path[-1], {})
        if len(path) < 2:
            return
        owner, title = path[-2], path[-1]
        name = title.split("(", 1)[0]
        labels = None
        if "(" in title:
            labels = [l for l in title[title.index("(") + 1 : -1].split(":") if l != ""]
        member_type = None
        if "functionSignature" in symbol:
            member_type = "".join(f["spelling"] for f in symbol["functionSignature"].get("returns", []))
        else:
            fragments = symbol.get("declarationFragments", [])
            names = [i for i, f in enumerate(fragments) if f["kind"] == "identifier"]
            if names:
                rest = "".join(f["spelling"] for f in fragments[names[0] + 1 :])
                rest = rest.split("{", 1)[0].split("=", 1)[0].strip()
                if rest.startswith(":"):
                    member_type = rest[1:]
        # Members of types declared elsewhere (String, URL) are kept, but such a type is not
        # checked: the standard library's and Foundation's members are not in these graphs.
        self.members.setdefault(owner, {}).setdefault(name, []).append(
            (labels, (normal(member_type), optional(member_type)) if member_type else None))


def text(source, node):
    return source[node.start_byte : node.end_byte].decode()


def walk(node):
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(n.children))


class ViewFile:
    def __init__(self, path, interface, local_members):
        self.path = path
        self.interface = interface
        self.local = local_members
        self.source = open(path, "rb").read()
        self.tree = Parser(SWIFT).parse(self.source)
        self.problems = []
        self.checked = 0

    def scope_of(self, node):
        """The names with a written type in the innermost type declaration holding `node`
        (its properties and its functions' parameters), and the file's top level."""
        owner = node
        while owner is not None and owner.type != "class_declaration":
            owner = owner.parent
        return self.scopes.get(owner.id if owner else None, {})

    def collect_scopes(self):
        self.scopes = {}
        for n in walk(self.tree.root_node):
            if n.type not in ("property_declaration", "parameter"):
                continue
            owner = n.parent
            while owner is not None and owner.type != "class_declaration":
                owner = owner.parent
            key = owner.id if owner else None
            if n.type == "property_declaration":
                names = [c for c in n.children if c.type == "pattern"]
                types = [c for c in n.children if c.type == "type_annotation"]
                if not names or not types:
                    continue
                name = text(self.source, names[0]).strip()
                type_text = text(self.source, types[0]).lstrip(":")
            else:
                name_node = n.child_by_field_name("name")
                type_node = n.child_by_field_name("type") or (n.children[-1] if n.children else None)
                if name_node is None or type_node is None:
                    continue
                name = text(self.source, name_node)
                type_text = text(self.source, type_node)
            scope = self.scopes.setdefault(key, {})
            t = (normal(type_text), optional(type_text)) if normal(type_text) else None
            # A name with two types in one declaration is left alone (unknown).
            if name in scope and scope[name] != t:
                scope[name] = None
            else:
                scope[name] = t

    def infer(self):
        """Names bound without a written type (`let state = model.state`, `if let review =
        model.state.review`, `guard let …`) take the type of what they are bound to, when that
        is known; a name bound to two types in one declaration is left unknown."""
        for n in walk(self.tree.root_node):
            bindings = []
            if n.type == "property_declaration" and not any(c.type == "type_annotation" for c in n.children):
                names = [c for c in n.children if c.type == "pattern"]
                value = n.child_by_field_name("value")
                if names and value is not None:
                    bindings.append((text(self.source, names[0]).strip(), value, False))
            elif n.type in ("if_statement", "guard_statement"):
                children = n.children
                for i, c in enumerate(children):
                    if n.field_name_for_child(i) != "bound_identifier":
                        continue
                    if i + 2 < len(children) and children[i + 1].type == "=":
                        bindings.append((text(self.source, c), children[i + 2], True))
            for name, value, unwrap in bindings:
                t = self.type_of(value)
                if t is not None and unwrap:
                    t = (t[0], False)
                owner = n.parent
                while owner is not None and owner.type != "class_declaration":
                    owner = owner.parent
                scope = self.scopes.setdefault(owner.id if owner else None, {})
                if name in scope and scope[name] != t:
                    scope[name] = None
                elif t is not None:
                    scope[name] = t

    def member(self, owner, name, node, labels=None):
        """The type of `owner.name` (name, optional), or None; a problem when the module's
        `owner` lacks it."""
        if owner is None:
            return None
        if owner.startswith("["):
            return None  # the standard library's Array
        if owner not in self.interface.types:
            return None
        found = self.interface.members.get(owner, {}).get(name)
        if found is None and name in self.local.get(owner, set()):
            return None
        self.checked += 1
        line = node.start_point[0] + 1
        if found is None:
            self.problems.append(f"{self.path}:{line}: `{owner}` has no member `{name}` (in the compiled module)")
            return None
        if labels is not None:
            signatures = [l for l, _ in found if l is not None]
            if signatures and not any(fits(labels, s) for s in signatures):
                wanted = "".join(f"{l}:" for l in labels)
                have = ", ".join(f"{name}(" + "".join(f"{l}:" for l in s) + ")" for s in signatures)
                self.problems.append(
                    f"{self.path}:{line}: `{owner}.{name}({wanted})` fits none of the compiled module's {have}")
        return found[0][1]

    def type_of(self, node, labels=None):
        kind = node.type
        if kind == "simple_identifier":
            name = text(self.source, node).lstrip("$")
            scope = self.scope_of(node)
            if name in scope:
                return scope[name]
            # A type of the module named as such: its static members and cases, its initialiser.
            if name in self.interface.declared:
                return (name, False)
            return None
        if kind == "postfix_expression":
            inner = self.type_of(node.children[0])
            forced = any(c.type == "bang" for c in node.children)
            return (inner[0], False) if inner and forced else None
        if kind == "navigation_expression":
            target = node.child_by_field_name("target")
            suffix = node.child_by_field_name("suffix")
            if target is None or suffix is None:
                return None
            name_node = suffix.child_by_field_name("suffix")
            if name_node is None or name_node.type != "simple_identifier":
                return None
            owner = self.type_of(target)
            chained = any(c.type == "?" for c in node.children)
            if owner is None or (owner[1] and not chained):
                return None  # not the module's, or a member of Optional (map, flatMap...)
            return self.member(owner[0], text(self.source, name_node), name_node, labels)
        if kind == "call_expression":
            callee, call = node.children[0], node.children[-1]
            args = [c for c in call.children if c.type == "value_arguments"]
            if args and text(self.source, args[0]).startswith("["):
                owner = self.type_of(callee)
                if owner and not owner[1] and owner[0].startswith("["):
                    return (owner[0][1:-1], False)
                return None
            return self.type_of(callee, call_labels(self.source, args[0]) if args else [])
        return None

    def check(self):
        self.collect_scopes()
        self.infer()
        self.problems, self.checked = [], 0
        seen = set()
        for n in walk(self.tree.root_node):
            if n.type == "call_expression" and n.children[0].type == "navigation_expression":
                seen.add(n.children[0].id)
                self.type_of(n)
        for n in walk(self.tree.root_node):
            if n.type == "navigation_expression" and n.id not in seen:
                self.type_of(n)
        return sorted(set(self.problems))


def call_labels(source, arguments):
    labels = []
    for a in arguments.children:
        if a.type != "value_argument":
            continue
        label = [c for c in a.children if c.type == "value_argument_label"]
        labels.append(text(source, label[0]) if label else "_")
    return labels


def fits(call, signature):
    """Whether the call's labels can be this signature's (parameters with defaults may be left
    out, a trailing closure is not among the call's labels): an ordered subsequence."""
    i = 0
    for label in signature:
        if i < len(call) and call[i] == label:
            i += 1
    return i == len(call)


def local_members(paths):
    """Members the SwiftUI files declare themselves, in extensions of the module's types."""
    found = {}
    for path in paths:
        source = open(path, "rb").read()
        tree = Parser(SWIFT).parse(source)
        for n in walk(tree.root_node):
            if n.type != "class_declaration" or not any(c.type == "extension" for c in n.children):
                continue
            name = n.child_by_field_name("name")
            body = n.child_by_field_name("body")
            if name is None or body is None:
                continue
            owner = normal(text(source, name))
            for d in body.children:
                ident = d.child_by_field_name("name")
                if ident is not None:
                    found.setdefault(owner, set()).add(text(source, ident).strip())
    return found


def main(folder, paths):
    interface = Interface(folder)
    # The app's sources beside the views, for the generic arguments of the view models' base.
    app = os.path.commonpath([os.path.abspath(p) for p in paths])
    interface.inherit(sorted(glob.glob(f"{app}/**/*.swift", recursive=True)))
    local = local_members(paths)
    problems, checked = [], 0
    for path in paths:
        view = ViewFile(path, interface, local)
        problems += view.check()
        checked += view.checked
    for p in problems:
        print(p)
    if problems:
        sys.exit(f"check_views.py: {len(problems)} use(s) of the model in the SwiftUI files do not compile")
    print(f"check_views.py: {checked} uses of the compiled module's members in {len(paths)} SwiftUI files, all found")


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2:])
