#!/usr/bin/env python3
"""Layer and import-circle checker for the crate under src/ (issue #24).

Reads every `.rs` file under `src/`, collects the crate-internal paths it
names (`use crate::...` / `use super::...` / `use self::...` lines with
nested `{...}` groups, and `crate::`/`super::`/`self::` paths written in
code), maps each to a module and fails on

  (a) an import circle between modules (a strongly connected component of
      more than one module; each is printed as a shortest concrete cycle
      `a -> b -> c -> a`, with the file:line of every step),
  (a') an import circle between folders: two sibling folders (modules with
      children, `web/auth/` and `web/http/`) whose files import each other
      both ways, through whichever files,
  (b) an import that the LAYERS table below does not allow, judged both by
      the module a path is written through and by the module that defines
      the name (so `app` re-exporting a store item lets no face reach it),
      and a `crate::` path a template under templates/ names (templates are
      web's), and a LAYERS table that does not match src/'s top-level
      modules.

Module granularity is the file: src/web/campaign/forms.rs is
web::campaign::forms, src/web/campaign/mod.rs is web::campaign, src/lib.rs
is `lib` (the crate root) and src/main.rs is `main`.  Test code is skipped:
modules with a segment `tests` or `*_tests`, modules declared under
`#[cfg(test)]` (`#[cfg(test)] mod secrecy;`) and everything inside a
`#[cfg(test)]` item (`#[cfg(test)] mod tests { ... }`, brace-matched, so
items after it still count).

Which module an import points at:
  * layers: the deepest prefix of the path that is a module file, as it is
    written (`crate::store::campaigns::members` -> store::campaigns,
    `crate::rules::Side` -> rules).
  * circles: the same, except that a name a module only re-exports
    (`pub use state::*;` in rules/mod.rs) is followed to the module that
    defines it, so a facade mod.rs does not make a false circle.  A name
    defined in a parent's mod.rs and used by a child (`use super::helper`)
    is an edge child -> parent, and a parent using a child's item is an
    edge parent -> child: a mod.rs doing both is a circle, and is reported.

Python 3 standard library only.  Usage:
    scripts/layers.sh [--quiet] [--root DIR] [--explain MODULE] [--self-test]
Exit status: 0 clean, 1 violations (or a failing self-test), 2 usage error.
"""

import argparse
import bisect
import os
import re
import subprocess
import sys
import tempfile
from collections import defaultdict, deque

# --------------------------------------------------------------------------
# The layer table.  Key: a top-level module of src/ (src/<key>.rs or
# src/<key>/mod.rs, `lib` for src/lib.rs, `main` for src/main.rs).  Value:
# the other top-level modules it may import, or ANY.  A module may always
# import its own layer (web::x -> web::y).  A layer missing from the tree is
# fine; a top-level module missing from this table is reported.
# --------------------------------------------------------------------------
ANY = "*"
LAYERS = {
    "rules":    [],                                              # the pure game
    "telemetry": [],                                             # counters, read by /metrics
    "error":    ["rules"],
    "config":   ["rules"],
    "render":   ["rules", "error"],
    "store":    ["rules", "error", "config"],
    "mail":     ["rules", "render", "store", "error", "config"],
    "hooks":    ["rules", "render", "store", "error", "config"],
    "app":      ["rules", "render", "store", "mail", "hooks", "error", "config",
                 "telemetry"],
    "web":      ["app", "rules", "render", "error", "config", "telemetry"],
                                                                 # not store, mail or hooks
    "startup":  ANY,                                             # the wiring
    "cli":      ANY,
    "main":     ANY,
    "lib":      ANY,
}

# Templates are drawn by web: the crate paths they name are web's imports.
TEMPLATES = "templates"
TEMPLATE_LAYER = "web"

# Crate names by which src/main.rs (and src/bin/*) reach the library.
LIB_CRATE_NAMES = ("bocage",)

ROOT = ()            # module path of src/lib.rs
MAIN = ("main",)     # module path of src/main.rs (a separate crate root)


def show(mod):
    return "::".join(mod) if mod else "lib"


def is_test_path(mod):
    return any(s == "tests" or s.endswith("_tests") for s in mod)


# --------------------------------------------------------------------------
# Lexing: blank out comments, strings and char literals (keeping newlines,
# so offsets and line numbers stay valid).
# --------------------------------------------------------------------------
_LEX = re.compile(r"""
    (?P<line>//[^\n]*)
  | (?P<block>/\*)
  | (?P<raw>\b(?:br|r)(?P<hashes>\#*)")
  | (?P<str>b?"(?:[^"\\]|\\.)*")
  | (?P<chr>b?'(?:[^'\\\n]|\\(?:[nrt0\\'"]|x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]{1,6}\}))')
""", re.X | re.S)


def _blank(s):
    return re.sub(r"[^\n]", " ", s)


def strip_code(text):
    out = []
    pos = 0
    n = len(text)
    while True:
        m = _LEX.search(text, pos)
        if not m:
            out.append(text[pos:])
            break
        out.append(text[pos:m.start()])
        if m.group("block"):
            depth, i = 1, m.end()
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            end = i
        elif m.group("raw") is not None:
            close = '"' + m.group("hashes")
            j = text.find(close, m.end())
            end = n if j < 0 else j + len(close)
        else:
            end = m.end()
        out.append(_blank(text[m.start():end]))
        pos = end
    return "".join(out)


def match_close(text, i):
    """Index of the bracket closing the one at text[i] (text is stripped)."""
    pairs = {"{": "}", "(": ")", "[": "]"}
    stack = [pairs[text[i]]]
    j = i + 1
    n = len(text)
    while j < n:
        c = text[j]
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")]}":
            stack.pop()
            if not stack:
                return j
        j += 1
    return n - 1


_CFG_TEST = re.compile(r"#\s*\[\s*cfg\s*\(\s*test\s*\)\s*\]")
_INNER_CFG_TEST = re.compile(r"#!\s*\[\s*cfg\s*\(\s*test\s*\)\s*\]")
_ATTR = re.compile(r"\s*#\s*\[")
_VIS = re.compile(r"\s*pub(?:\s*\([^)]*\))?")
_MOD = re.compile(r"\s*mod\s+([A-Za-z_]\w*)\s*([;{])")
_USE_KW = re.compile(r"\s*use\b")


def item_end(text, i):
    """End offset of the item starting at i (attributes already skipped)."""
    is_use = bool(_USE_KW.match(text, i))
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{":
            if depth == 0 and not is_use:
                return match_close(text, i) + 1
            depth += 1
        elif c == "}":
            if depth == 0:
                return i            # end of the enclosing block
            depth -= 1
        elif c == ";" and depth == 0:
            return i + 1
        i += 1
    return n


def mask_cfg_test(code):
    """Blank every `#[cfg(test)]` item; return (code, test child mod names)."""
    test_children = set()
    pos = 0
    while True:
        m = _CFG_TEST.search(code, pos)
        if not m:
            return code, test_children
        i = m.end()
        while True:                                  # further attributes
            a = _ATTR.match(code, i)
            if not a:
                break
            i = match_close(code, a.end() - 1) + 1
        v = _VIS.match(code, i)
        j = v.end() if v else i
        mm = _MOD.match(code, j)
        if mm and mm.group(2) == ";":
            test_children.add(mm.group(1))
        end = item_end(code, i)
        code = code[:m.start()] + _blank(code[m.start():end]) + code[end:]
        pos = end


# --------------------------------------------------------------------------
# `use` trees
# --------------------------------------------------------------------------
_USE = re.compile(r"(?<![\w$:.])use\s")
_TOK = re.compile(r"\s*(::|[{}*,;]|\$crate|[A-Za-z_]\w*|\S)")


class Leaf:
    __slots__ = ("segs", "name", "glob", "pos")

    def __init__(self, segs, name, glob, pos):
        self.segs, self.name, self.glob, self.pos = segs, name, glob, pos


def parse_use(code, start):
    """Parse `use ...;` whose tree starts at `start`; return (leaves, end)."""
    toks = []
    i = start
    while True:
        m = _TOK.match(code, i)
        if not m:
            break
        toks.append((m.group(1), m.start(1)))
        i = m.end()
        if m.group(1) == ";":
            break
    leaves = []

    def tree(k, prefix):
        segs = list(prefix)
        glob_root = False
        while k < len(toks):
            t, p = toks[k]
            if t == "::":
                if not segs and not prefix:
                    glob_root = True              # `::extern_crate::...`
                k += 1
                continue
            if t == "{":
                k += 1
                while k < len(toks) and toks[k][0] != "}":
                    if toks[k][0] == ",":
                        k += 1
                        continue
                    k = tree(k, segs)
                return k + 1
            if t == "*":
                if not glob_root:
                    leaves.append(Leaf(segs, None, True, p))
                return k + 1
            if re.match(r"\$?[A-Za-z_]", t):
                segs.append(t)
                k += 1
                if k < len(toks) and toks[k][0] == "::":
                    continue
                name = segs[-1] if segs[-1] != "self" else (segs[-2] if len(segs) > 1 else None)
                if k + 1 < len(toks) and toks[k][0] == "as":
                    name = toks[k + 1][0]
                    k += 2
                if name == "_":
                    name = None
                if segs[-1] == "self" and len(segs) > 1:
                    segs = segs[:-1]
                if not glob_root:
                    leaves.append(Leaf(segs, name, False, p))
                return k
            return k + 1                           # `,` `}` `;` or junk
        return k

    tree(0, [])
    end = toks[-1][1] + 1 if toks else start
    return leaves, end


_ITEM = re.compile(
    r"(?<![\w$])(?:fn|struct|enum|union|trait|type|const|static(?:\s+mut)?|mod|macro_rules\s*!)"
    r"\s+([A-Za-z_]\w*)")
_MACRO_EXPORT = re.compile(r"#\s*\[\s*macro_export\s*\]\s*macro_rules\s*!\s*([A-Za-z_]\w*)")
_PATH = re.compile(r"(?<![\w$:.'])(\$crate|[A-Za-z_]\w*)((?:\s*::\s*[A-Za-z_]\w*)+)")


class File:
    def __init__(self, rel, mod, text):
        self.rel = rel
        self.mod = mod
        self.text = text
        self.test_only = False
        self.test_children = set()
        self.code = ""
        self.nl = []
        self.braces = []          # (offset, depth after it)
        self.defs = set()
        self.bindings = {}        # module-level `use`: name -> (segs, inline module path)
        self.globs = []           # module-level glob `use`: (segs, inline module path)
        self.local = {}           # `use` inside blocks and inline modules, likewise
        self.local_globs = []
        self.inline = []          # inline `mod name { }`: (open, close, name)
        self.uses = []            # all (Leaf, inline module path)
        self.refs = []            # paths in code: (segs, pos, inline module path)

    def line(self, pos):
        return bisect.bisect_right(self.nl, pos) + 1

    def inline_at(self, pos):
        """The inline modules (`mod flags { ... }`) around pos, outermost first."""
        return tuple(name for a, b, name in self.inline if a < pos < b)

    def depth(self, pos):
        k = bisect.bisect_right(self.braces, (pos, 1 << 30)) - 1
        return self.braces[k][1] if k >= 0 else 0


def read_file(rel, mod, path):
    with open(path, encoding="utf-8", errors="replace") as fh:
        f = File(rel, mod, fh.read())
    code = strip_code(f.text)
    if _INNER_CFG_TEST.search(code):
        f.test_only = True
    f.code, f.test_children = mask_cfg_test(code)
    return f


def analyse(f):
    code = f.code
    f.nl = [m.start() for m in re.finditer(r"\n", code)]
    d = 0
    for m in re.finditer(r"[{}]", code):
        d += 1 if m.group() == "{" else -1
        f.braces.append((m.start(), d))
    for m in _ITEM.finditer(code):
        if f.depth(m.start()) == 0:
            f.defs.add(m.group(1))
    for m in re.finditer(r"(?<![\w$])mod\s+([A-Za-z_]\w*)\s*\{", code):
        f.inline.append((m.end() - 1, match_close(code, m.end() - 1), m.group(1)))
    spans = []
    for m in _USE.finditer(code):
        leaves, end = parse_use(code, m.end())
        top = f.depth(m.start()) == 0
        inl = f.inline_at(m.start())
        for lf in leaves:
            f.uses.append((lf, inl))
            if lf.glob:
                (f.globs if top else f.local_globs).append((lf.segs, inl))
            elif lf.name:
                (f.bindings if top else f.local).setdefault(lf.name, (lf.segs, inl))
        spans.append((m.start(), end))
    # inline paths, outside the `use` statements
    chars = list(code)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    rest = "".join(chars)
    for m in _PATH.finditer(rest):
        segs = [m.group(1)] + [s.strip() for s in m.group(2).split("::")[1:]]
        f.refs.append((segs, m.start(), f.inline_at(m.start())))


# --------------------------------------------------------------------------
# The crate model and path resolution
# --------------------------------------------------------------------------
class Crate:
    def __init__(self, root):
        self.root = root
        self.files = {}           # module -> File (non-test)
        self.skipped = []         # test files / modules
        self.warnings = []
        self.macro_exports = {}   # name -> defining module
        self._load()

    def _load(self):
        src = os.path.join(self.root, "src")
        found = []
        for dirpath, dirnames, filenames in os.walk(src):
            dirnames.sort()
            for fn in sorted(filenames):
                if not fn.endswith(".rs"):
                    continue
                path = os.path.join(dirpath, fn)
                rel = os.path.relpath(path, self.root).replace(os.sep, "/")
                parts = os.path.relpath(path, src).replace(os.sep, "/")[:-3].split("/")
                if parts == ["lib"]:
                    mod = ROOT
                elif parts == ["main"]:
                    mod = MAIN
                elif parts[-1] == "mod":
                    mod = tuple(parts[:-1])
                else:
                    mod = tuple(parts)
                found.append((rel, mod, path))
        allfiles = {}
        for rel, mod, path in found:
            if mod in allfiles:
                self.warnings.append("%s and %s are both module %s; using the first"
                                     % (allfiles[mod].rel, rel, show(mod)))
                continue
            allfiles[mod] = read_file(rel, mod, path)
        test_mods = {m for m, f in allfiles.items() if is_test_path(m) or f.test_only}
        for m, f in allfiles.items():
            if m == MAIN:
                continue
            test_mods |= {m + (c,) for c in f.test_children}
        for m, f in sorted(allfiles.items()):
            if any(m[:k] in test_mods for k in range(1, len(m) + 1)):
                self.skipped.append(f.rel)
                continue
            self.files[m] = f
        for f in self.files.values():
            analyse(f)
            for mm in _MACRO_EXPORT.finditer(f.code):
                self.macro_exports.setdefault(mm.group(1), f.mod)
        self._memo = {}

    def is_mod(self, m):
        return m in self.files and m != MAIN

    # -- from a path as written in module `m` to an absolute path ---------
    def absolutize(self, m, segs, local=False, guard=0, inline=()):
        """Absolute segments (from the crate root), or None if not ours.

        `inline`: the inline modules (`mod flags { ... }`) of m's file the
        path is written in; `super` leaves them first.
        """
        if not segs or guard > 20:
            return None
        first = segs[0]
        if m == MAIN or (m and m[0] == "bin"):
            if first in LIB_CRATE_NAMES:
                return list(segs[1:])
            if first in ("crate", "$crate", "super"):
                return None
        if first in ("crate", "$crate"):
            return list(segs[1:])
        if first in ("super", "self"):
            base = list(m) + list(inline)
            k = 0
            while k < len(segs) and segs[k] in ("super", "self"):
                if segs[k] == "super":
                    if not base:
                        return None
                    base.pop()
                k += 1
            return base + list(segs[k:])
        if m == MAIN:
            return None
        f = self.files.get(m)
        if f is None:
            return None
        if not inline and (self.is_mod(m + (first,)) or first in f.defs):
            return list(m) + list(segs)
        for table in ([f.bindings, f.local] if local else [f.bindings]):
            if first in table:
                bsegs, binl = table[first]
                if bsegs is segs:
                    continue
                tgt = self.absolutize(m, bsegs, local, guard + 1, binl)
                return None if tgt is None else tgt + list(segs[1:])
        if inline:
            return None
        for g, ginl in (f.globs + f.local_globs if local else f.globs):
            gabs = self.absolutize(m, g, local, guard + 1, ginl)
            if gabs is not None and self.is_mod(tuple(gabs)) and self.is_mod(tuple(gabs) + (first,)):
                return gabs + list(segs)
        return None                                 # extern crate, std, a type parameter...

    # -- from an absolute path to the module it names ----------------------
    def written(self, abs_segs):
        """Deepest prefix that is a module file (the layer rule)."""
        m = ROOT
        for s in abs_segs:
            if self.is_mod(m + (s,)):
                m = m + (s,)
            elif m == ROOT and s in self.macro_exports:
                return self.macro_exports[s]
            else:
                break
        return m

    def defining(self, abs_segs, guard=0):
        """Like written(), but follows re-exports to the defining module."""
        key = tuple(abs_segs)
        if guard == 0 and key in self._memo:
            return self._memo[key]
        m = ROOT
        res = None
        for i, s in enumerate(abs_segs):
            if self.is_mod(m + (s,)):
                m = m + (s,)
                continue
            f = self.files.get(m)
            if m == ROOT and s in self.macro_exports:
                res = self.macro_exports[s]
            elif f is None or s in f.defs or guard > 20:
                res = m
            elif s in f.bindings:
                bsegs, binl = f.bindings[s]
                tgt = self.absolutize(m, bsegs, False, guard + 1, binl)
                res = m if tgt is None else self.defining(tgt + list(abs_segs[i + 1:]), guard + 1)
            else:
                for gabs in self.glob_sources(m, guard):
                    if self.provides(tuple(gabs), s, guard + 1):
                        res = self.defining(gabs + list(abs_segs[i:]), guard + 1)
                        break
                else:
                    res = m
            break
        if res is None:
            res = m
        if guard == 0:
            self._memo[key] = res
        return res

    def glob_sources(self, m, guard=0):
        """The modules m imports with a module-level `use path::*`."""
        f = self.files.get(m)
        for g, ginl in (f.globs if f else []):
            gabs = self.absolutize(m, g, False, guard + 1, ginl)
            if gabs is not None and self.is_mod(tuple(gabs)):
                yield gabs

    def provides(self, m, name, guard=0):
        """Whether `m::name` exists: defined, imported or through a glob."""
        f = self.files.get(m)
        if f is None or guard > 20:
            return False
        if name in f.defs or name in f.bindings or self.is_mod(m + (name,)):
            return True
        return any(self.provides(tuple(g), name, guard + 1) for g in self.glob_sources(m, guard))

    # -- every crate-internal reference ------------------------------------
    def references(self):
        """Yield (from_module, written_to, defining_to, line, is_module_binding)."""
        for m, f in sorted(self.files.items()):
            for lf, inl in f.uses:
                a = self.absolutize(m, lf.segs, True, 0, inl)
                if a is None:
                    continue
                w = self.written(a)
                binding = (not lf.glob) and self.is_mod(tuple(a)) and tuple(a) == w
                yield m, w, self.defining(a), f.line(lf.pos), binding, lf.name
            for segs, pos, inl in f.refs:
                first = segs[0]
                if first not in ("crate", "$crate", "super", "self") and not (
                        m == MAIN and first in LIB_CRATE_NAMES):
                    # a bare `name::...`: only if `name` is a module here
                    a = self.absolutize(m, segs[:1], True, 0, inl)
                    if a is None or not self.is_mod(tuple(a)):
                        continue
                a = self.absolutize(m, segs, True, 0, inl)
                if a is None:
                    continue
                yield m, self.written(a), self.defining(a), f.line(pos), False, None


def layer_of(mod):
    return mod[0] if mod else "lib"


# --------------------------------------------------------------------------
# The check
# --------------------------------------------------------------------------
def tarjan(nodes, succ):
    index, low, on, stack, comps = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        work = [(v, iter(sorted(succ[v])))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        while work:
            u, it = work[-1]
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(succ[w]))))
                    break
                if w in on:
                    low[u] = min(low[u], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[u])
                if low[u] == index[u]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == u:
                            break
                    comps.append(sorted(comp))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return comps


def shortest_cycle_through(v, succ, members):
    prev = {}
    q = deque()
    for w in sorted(succ[v]):
        if w in members and w not in prev:
            prev[w] = v
            q.append(w)
    while q:
        u = q.popleft()
        if u == v:
            path = [v]
            x = prev[v]
            while x != v:
                path.append(x)
                x = prev[x]
            path.append(v)
            path.reverse()
            return path
        for w in sorted(succ[u]):
            if w in members and w not in prev:
                prev[w] = u
                q.append(w)
    return None


def canonical(cycle):
    body = cycle[:-1]
    k = body.index(min(body))
    body = body[k:] + body[:k]
    return tuple(body + [body[0]])


def _evidence(ev, most=6):
    seen = sorted(set(ev), key=lambda e: (e[0], e[1]))
    text = ", ".join("%s:%d" % e for e in seen[:most])
    return text + (" (+%d)" % (len(seen) - most) if len(seen) > most else "")


_TEMPLATE_PATH = re.compile(r"\bcrate(?:::[A-Za-z_]\w*)+")


def template_paths(root):
    """Every `crate::...` path the templates name: (file, line, segments)."""
    base = os.path.join(root, TEMPLATES)
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames.sort()
        for fn in sorted(filenames):
            path = os.path.join(dirpath, fn)
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            with open(path, encoding="utf-8", errors="replace") as fh:
                for n, text in enumerate(fh, 1):
                    for m in _TEMPLATE_PATH.finditer(text):
                        yield rel, n, m.group(0).split("::")


def check(root, explain=None):
    """Return (ok, report lines, summary line)."""
    crate = Crate(root)
    out = []
    for w in crate.warnings:
        out.append("warning: " + w)

    edges = defaultdict(list)          # (a, b) -> [(rel, line)]  (defining targets)
    layer_hits = defaultdict(list)     # (file, to_written) -> [line]
    binding_only = []                  # module-name imports, kept as a fallback edge
    via_alias = defaultdict(set)       # module -> modules reached through a name
    for m, w, d, line, binding, name in crate.references():
        rel = crate.files[m].rel
        if binding:
            binding_only.append((m, d, rel, line))
        elif d != m:
            edges[(m, d)].append((rel, line))
            via_alias[m].add(d)
        if layer_of(w) != layer_of(m) and w != m:
            layer_hits[(m, w)].append(line)
        # A name re-exported by an allowed layer is judged by the layer that
        # defines it: `app` re-exporting a store type lets no face reach it.
        if layer_of(d) != layer_of(m) and d != m and layer_of(d) != layer_of(w):
            layer_hits[(m, d)].append(line)
    # `use crate::store;` alone is not a use of store/mod.rs: what is
    # reached through the name counts; if nothing is, the module does.
    for m, d, rel, line in binding_only:
        if d != m and not any(t == d or t[:len(d)] == d for t in via_alias[m]):
            edges[(m, d)].append((rel, line))

    nodes = set(crate.files)
    succ = defaultdict(set)
    for (a, b) in edges:
        succ[a].add(b)
    for n in nodes:
        succ[n]

    if explain:
        target = ROOT if explain == "lib" else tuple(explain.split("::"))
        out.append("%s imports:" % explain)
        for (a, b), ev in sorted(edges.items()):
            if a == target:
                out.append("  %-32s %s" % (show(b), _evidence(ev)))
        out.append("%s is imported by:" % explain)
        for (a, b), ev in sorted(edges.items()):
            if b == target:
                out.append("  %-32s %s" % (show(a), _evidence(ev)))

    # (a) circles
    comps = [c for c in tarjan(nodes, succ) if len(c) > 1]
    n_cycles = 0
    for k, comp in enumerate(sorted(comps, key=lambda c: (-len(c), c)), 1):
        members = set(comp)
        cycles = set()
        for v in comp:
            c = shortest_cycle_through(v, succ, members)
            if c:
                cycles.add(canonical(c))
        cycles = sorted(cycles, key=lambda c: (len(c), c))
        n_cycles += len(cycles)
        out.append("")
        out.append("circle %d: %d modules import each other: %s"
                   % (k, len(comp), ", ".join(show(m) for m in comp)))
        first = cycles[0]
        out.append("  shortest: " + " -> ".join(show(m) for m in first))
        for a, b in zip(first, first[1:]):
            rel, line = edges[(a, b)][0]
            out.append("    %s:%d: %s imports %s" % (rel, line, show(a), show(b)))
        if len(cycles) > 1:
            out.append("  and the shortest circle through each of its other modules:")
            for c in cycles[1:]:
                out.append("    " + " -> ".join(show(m) for m in c))

    # (a') circles between folders: two sibling folders (modules with
    # children) whose files import each other both ways, through any files.
    folder_succ = defaultdict(set)
    folder_ev = {}
    folders = {m for m in nodes if any(n[:len(m)] == m and len(n) > len(m) for n in nodes)}
    for (a, b), ev in edges.items():
        for k in range(1, min(len(a), len(b)) + 1):
            if a[:k - 1] != b[:k - 1]:
                break
            fa, fb = a[:k], b[:k]
            if fa != fb:
                if fa in folders and fb in folders:
                    folder_succ[fa].add(fb)
                    folder_ev.setdefault((fa, fb), (a, b, ev[0]))
                break
    fnodes = set(folder_succ) | {b for v in folder_succ.values() for b in v}
    for n in fnodes:
        folder_succ[n]
    fcomps = [c for c in tarjan(fnodes, folder_succ) if len(c) > 1]
    for k, comp in enumerate(sorted(fcomps, key=lambda c: (-len(c), c)), 1):
        c = shortest_cycle_through(comp[0], folder_succ, set(comp))
        out.append("")
        out.append("folder circle %d: %d folders import each other: %s"
                   % (k, len(comp), ", ".join(show(m) + "/" for m in comp)))
        if c:
            out.append("  shortest: " + " -> ".join(show(m) + "/" for m in c))
            for fa, fb in zip(c, c[1:]):
                a, b, (rel, line) = folder_ev[(fa, fb)]
                out.append("    %s:%d: %s imports %s" % (rel, line, show(a), show(b)))

    # (b) layers
    violations = 0
    stale = sorted(set(LAYERS) - {layer_of(m) for m in nodes} - {"lib", "main"})
    for lay in stale:
        out.append("scripts/layers.py: %s is in the layer table but not a top-level module of src/ "
                   "(the table must match the tree)" % lay)
        violations += 1
    unknown = sorted({layer_of(m) for m in nodes} - set(LAYERS))
    for lay in unknown:
        mods = sorted(m for m in nodes if layer_of(m) == lay)
        out.append("%s:1: %s is not in the layer table (add it to LAYERS in scripts/layers.py)"
                   % (crate.files[mods[0]].rel, lay))
        violations += 1
    layer_lines = []
    bad_files = set()
    for (m, w), lines in sorted(layer_hits.items()):
        lay, to = layer_of(m), layer_of(w)
        allowed = LAYERS.get(lay)
        if allowed is None or allowed == ANY or to in allowed:
            continue
        lines = sorted(set(lines))
        rel = crate.files[m].rel
        why = ("%s may import only %s" % (lay, ", ".join(sorted(allowed)))
               if allowed else "%s may import nothing else of the crate" % lay)
        more = " [also line%s %s]" % ("s" if len(lines) > 2 else "",
                                      ", ".join(map(str, lines[1:]))) if len(lines) > 1 else ""
        layer_lines.append(((rel, lines[0]), "%s:%d: %s imports %s (not allowed: %s)%s"
                            % (rel, lines[0], show(m), show(w), why, more)))
        violations += 1
        bad_files.add(rel)
    # Templates: the crate paths they name, as web's imports.
    for rel, line, path in template_paths(root):
        a = crate.absolutize(ROOT, path[1:]) if path[0] == "crate" else None
        if a is None:
            continue
        for w in {crate.written(a), crate.defining(a)}:
            to = layer_of(w)
            allowed = LAYERS.get(TEMPLATE_LAYER)
            if to == TEMPLATE_LAYER or allowed == ANY or to in allowed:
                continue
            layer_lines.append(((rel, line), "%s:%d: the template names %s, of %s (not allowed: "
                                "templates are web's, which may import only %s)"
                                % (rel, line, "::".join(path), show(w), ", ".join(sorted(allowed)))))
            violations += 1
            bad_files.add(rel)
    if layer_lines:
        out.append("")
        out.append("layer violations:")
        out.extend(text for _, text in sorted(layer_lines))

    ok = not comps and not fcomps and violations == 0
    summary = ("layers: %d modules, %d imports between them (%d test files skipped): "
               % (len(nodes), len(edges), len(crate.skipped)))
    if ok:
        summary += "OK"
    else:
        summary += ("FAIL: %d circle(s) (%d shortest cycles shown), %d folder circle(s), "
                    "%d layer violation(s) in %d file(s)"
                    % (len(comps), n_cycles, len(fcomps), violations, len(bad_files)))
    return ok, out, summary


# --------------------------------------------------------------------------
# Self-test
# --------------------------------------------------------------------------
CLEAN_TREE = {
    "src/lib.rs": "pub mod rules;\npub mod store;\npub mod app;\npub mod web;\n"
                  "pub mod error;\npub mod config;\npub mod render;\npub mod mail;\n"
                  "pub mod hooks;\npub mod telemetry;\npub mod startup;\npub mod cli;\n"
                  "#[cfg(test)]\nmod only_in_tests;\n",
    "src/config.rs": "pub struct Settings;\n",
    "src/render/mod.rs": "pub fn draw() {}\n",
    "src/mail/mod.rs": "pub fn send() {}\n",
    "src/hooks/mod.rs": "pub fn post() {}\n",
    "src/telemetry.rs": "pub fn count() {}\n",
    "src/startup.rs": "pub fn run() { crate::web::campaign::campaign_id(); }\n",
    "src/cli.rs": "pub fn main() {}\n",
    "src/only_in_tests.rs": "use crate::web::campaign::pages::Page;\n",
    "src/error.rs": "use crate::rules::Refusal;\npub struct AppError(Refusal);\n",
    "src/rules/mod.rs": "//! The game. `use crate::web::X;` in a comment does not count.\n"
                        "pub mod ids;\npub mod map;\npub mod state;\n#[cfg(test)]\nmod tests;\n"
                        "pub mod refusal;\n"
                        "pub use map::Map;\npub use refusal::Refusal;\npub use state::*;\n",
    "src/rules/ids.rs": "pub struct UnitId(u32);\n",
    "src/rules/refusal.rs": "pub struct Refusal;\n",
    "src/rules/state.rs": "use super::ids::UnitId;\npub struct State { pub units: Vec<UnitId> }\n"
                          "pub struct Local;\nmod inline {\n    use super::Local;\n"
                          "    pub fn f(_: &Local) { let _ = super::super::ids::UnitId(1); }\n}\n",
    "src/rules/map.rs": "use super::{\n    ids::{self, UnitId},\n    State,\n};\n"
                        "const S: &str = \"use crate::web::Page;\";\n"
                        "pub struct Map;\npub fn f(_: ids::UnitId, _: &State) {}\nfn brace() -> char { '{' }\n"
                        "#[cfg(test)]\n#[allow(clippy::unwrap_used)]\nmod tests {\n"
                        "    use crate::web::campaign::pages::Page;\n    fn t() { let _ = '{'; }\n}\n",
    "src/rules/tests/mod.rs": "use crate::web::campaign::pages::Page;\n",
    "src/store/mod.rs": "pub mod campaigns;\nuse crate::rules::{\n    Map,\n    ids::{UnitId},\n};\n",
    "src/store/campaigns.rs": "use crate::error::AppError;\npub fn load() -> Result<(), AppError> { Ok(()) }\n",
    "src/app/mod.rs": "pub mod campaigns;\n",
    "src/app/campaigns.rs": "use crate::store;\npub fn open() { let _ = store::campaigns::load(); }\n",
    "src/web/mod.rs": "pub mod campaign;\npub use crate::app::campaigns::open;\n",
    "src/web/campaign/mod.rs": "pub mod pages;\npub mod forms;\n"
                               "pub fn campaign_id() -> u32 { crate::app::campaigns::open(); 1 }\n",
    "src/web/campaign/pages.rs": "use super::campaign_id;\npub struct Page;\n"
                                 "pub fn p() -> u32 { campaign_id() }\n",
    "src/web/campaign/forms.rs": "use super::{campaign_id, pages::Page};\n"
                                 "pub fn g(_: Page) -> u32 { campaign_id() }\n",
}

CIRCLE_TREE = dict(CLEAN_TREE, **{
    "src/web/campaign/mod.rs": "pub mod pages;\npub mod forms;\npub mod a;\npub mod b;\n"
                               "pub fn campaign_id() -> u32 { 1 }\n",
    "src/web/campaign/a.rs": "use super::b::{\n    Beta,\n};\npub struct Alpha;\n"
                             "pub fn fa(_: Beta) {}\n",
    "src/web/campaign/b.rs": "use super::a::Alpha;\npub struct Beta;\npub fn fb(_: Alpha) {}\n",
})

UPWARD_TREE = dict(CLEAN_TREE, **{
    "src/rules/ids.rs": "pub struct UnitId(u32);\n\n"
                        "pub fn bad() -> crate::web::campaign::pages::Page { todo!() }\n",
})


# web/campaign/ and web/auth/ import each other through different files:
# no module circle, a folder circle.
FOLDER_TREE = dict(CLEAN_TREE, **{
    "src/web/mod.rs": "pub mod campaign;\npub mod auth;\npub use crate::app::campaigns::open;\n",
    "src/web/auth/mod.rs": "pub mod guard;\npub mod token;\n",
    "src/web/auth/guard.rs": "use crate::web::campaign::pages::Page;\npub fn g(_: Page) {}\n",
    "src/web/auth/token.rs": "pub struct Token;\n",
    "src/web/campaign/forms.rs": "use super::{campaign_id, pages::Page};\n"
                                 "use crate::web::auth::token::Token;\n"
                                 "pub fn g(_: Page, _: Token) -> u32 { campaign_id() }\n",
})

# app re-exports a store item; web takes it through app.
REEXPORT_TREE = dict(CLEAN_TREE, **{
    "src/app/mod.rs": "pub mod campaigns;\npub use crate::store::campaigns::load;\n",
    "src/web/campaign/pages.rs": "use super::campaign_id;\nuse crate::app::load;\npub struct Page;\n"
                                 "pub fn p() -> u32 { let _ = load(); campaign_id() }\n",
})

# A template names a store item.
TEMPLATE_TREE = dict(CLEAN_TREE, **{
    "templates/campaign/page.html": "<p>{{ crate::rules::Map }}</p>\n"
                                    "{% if x == crate::store::campaigns::load() %}{% endif %}\n",
})


def write_tree(base, tree):
    for rel, text in tree.items():
        path = os.path.join(base, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)


def self_test():
    failures = 0

    def verdict(name, good, detail):
        nonlocal failures
        print("%s: %s" % ("PASS" if good else "FAIL", name))
        if not good:
            failures += 1
            for line in detail:
                print("    | " + line)

    script = os.path.abspath(__file__)
    with tempfile.TemporaryDirectory(prefix="layers-selftest-") as tmp:
        cases = [("clean", CLEAN_TREE), ("circle", CIRCLE_TREE), ("upward", UPWARD_TREE),
                 ("folder", FOLDER_TREE), ("reexport", REEXPORT_TREE),
                 ("template", TEMPLATE_TREE)]
        results = {}
        for name, tree in cases:
            root = os.path.join(tmp, name)
            write_tree(root, tree)
            ok, out, summary = check(root)
            proc = subprocess.run([sys.executable, script, "--root", root],
                                  capture_output=True, text=True)
            results[name] = (ok, out + [summary], proc.returncode, root)

        ok, out, rc, _ = results["clean"]
        verdict("(i) a clean layered tree passes (tests, comments, strings and "
                "nested `use` groups handled; exit status %d)" % rc, ok and rc == 0, out)

        ok, out, rc, _ = results["circle"]
        text = "\n".join(out)
        want = "web::campaign::a -> web::campaign::b -> web::campaign::a"
        verdict("(ii) a circle a -> b -> a inside web/campaign/ fails, naming `%s` "
                "(exit status %d)" % (want, rc), not ok and rc == 1 and want in text, out)

        ok, out, rc, _ = results["upward"]
        text = "\n".join(out)
        want = ("src/rules/ids.rs:3: rules::ids imports web::campaign::pages "
                "(not allowed: rules may import nothing else of the crate)")
        verdict("(iii) an upward import rules -> web fails, naming `src/rules/ids.rs:3` "
                "(exit status %d)" % rc, not ok and rc == 1 and want in text, out)
        ok, out, rc, _ = results["folder"]
        text = "\n".join(out)
        want = "web::auth/ -> web::campaign/ -> web::auth/"
        verdict("(iv) folders web/auth/ and web/campaign/ importing each other through "
                "different files fail, naming `%s` (exit status %d)" % (want, rc),
                not ok and rc == 1 and want in text and text.count("folder circle 1") == 1, out)

        ok, out, rc, _ = results["reexport"]
        text = "\n".join(out)
        want = "src/web/campaign/pages.rs:2: web::campaign::pages imports store::campaigns"
        verdict("(v) web taking a store item through app's re-export fails, naming `%s` "
                "(exit status %d)" % (want, rc),
                not ok and rc == 1 and want in text and text.count(want) == 1, out)

        ok, out, rc, _ = results["template"]
        text = "\n".join(out)
        want = "templates/campaign/page.html:2: the template names crate::store::campaigns::load"
        verdict("(vi) a template naming crate::store fails, naming `%s` (exit status %d)"
                % (want, rc), not ok and rc == 1 and want in text and text.count(want) == 1, out)
    print("self-test: %s" % ("OK" if not failures else "%d FAILED" % failures))
    return 0 if not failures else 1


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description="Fail on import circles and upward imports "
                                             "between the crate's layers.")
    ap.add_argument("--quiet", action="store_true", help="print only the summary line")
    ap.add_argument("--root", default=os.path.dirname(here),
                    help="the crate directory (holding src/); default: the repository")
    ap.add_argument("--explain", metavar="MODULE",
                    help="also list what MODULE (e.g. web::campaign) imports and is imported by")
    ap.add_argument("--self-test", action="store_true",
                    help="check the checker on small fake crates in a temporary directory")
    args = ap.parse_args(argv)
    if args.self_test:
        return self_test()
    if not os.path.isdir(os.path.join(args.root, "src")):
        print("error: no src/ under %s" % args.root, file=sys.stderr)
        return 2
    ok, out, summary = check(args.root, args.explain)
    if not args.quiet:
        for line in out:
            print(line)
        if out:
            print("")
    print(summary)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
