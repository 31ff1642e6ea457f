#!/usr/bin/env python3
"""Availability lint: no Apple API newer than the package's deployment targets.

Usage (from the package root, after a debug build, which writes the index store):

    swift build                                   # add --build-tests for --include-tests
    python3 .ci/availability-lint.py [STORE] [--macos 13 --ios 16 ...]
        [--include-tests] [--include-benchmarks] [--verbose]

STORE defaults to .build/debug/index/store. The deployment targets come from Package.swift's
`platforms:` (.macOS(.v13), .iOS("16.4"), .tvOS, .watchOS, .visionOS, .macCatalyst); --macos,
--ios, --tvos, --watchos, --visionos and --maccatalyst override or add to them. Only the platforms
so named are checked. Exit status: 1 if any reference is too new (or unavailable/obsoleted) on a
checked platform, 2 on a usage or setup problem, else 0 (deprecations are warnings).
Tests: python3 .ci/test_availability_lint.py (builds one tiny fixture package; ~20 s).

How it works: it reads every unit of the index store (through the toolchain's libIndexStore,
ctypes, no dependencies) whose main file is under Sources/ (and Tests/, Benchmarks/ with the flags),
takes every occurrence that references a symbol (reference/call/read/write, implicit ones too: a
for-in's makeIterator(), a literal's init, an accessor), and looks its USR up in the symbol graphs
that swift-symbolgraph-extract writes for the toolchain's modules (cached in
.build/availability-lint-cache), which keep Apple's @available data even on Linux.

What it can prove: that no reference in the code compiled on Linux resolves to a symbol whose
symbol graph says it is introduced after (or unavailable at, or obsoleted by) a checked deployment
target, outside an `if #available`/`guard #available`/`@available` context that covers it. Of this
toolchain's modules, the standard library (Swift, _Concurrency, _StringProcessing), Synchronization,
RegexBuilder, Observation, Distributed and swift-foundation's FoundationEssentials and
FoundationInternationalization carry Apple availability; swift-corelibs-foundation's Foundation,
Dispatch, XCTest and Testing carry little (a few dozen symbols each; their other references pass,
counted as "had none"). Uses of the package's own declarations are checked against the
@available attributes found at their definitions.

What it cannot prove:
  * Symbols whose symbol graph has no Apple availability pass silently (counted in the summary).
    Apple's own Foundation, CoreGraphics, UIKit and AppKit are not on this machine: their
    availability is not checked (corelibs Foundation stands in for Foundation, and the package's
    own CGPoint etc. for CoreGraphics). The data is this toolchain's; an Xcode SDK may differ.
  * Protocol conformances are not occurrences in the index: using CGPoint as Hashable (a macOS 15 /
    iOS 18 conformance on Apple), or a newer conformance picked by a generic call, is not caught.
  * Only code compiled on Linux is indexed: `#if canImport(Darwin)`/`os(iOS)` branches are never
    seen. Code in `#if` branches that cannot be compiled for a checked platform (such as
    `#if !canImport(CoreGraphics)`) is skipped for that platform, judged by a small evaluator.
  * Platforms missing from Package.swift (and not given as options) are not checked, although an
    Apple build for them would use SwiftPM's default deployment target (iOS 12, for instance).
  * Overload resolution may differ on Apple platforms: where a too-new symbol has an overload or a
    default implementation with the same signature that is old enough (FixedWidthInteger.&*), the
    Apple compiler is expected to pick that one, and the finding is a note, not an error. Other
    overloads the Apple compiler might fall back to are not considered.
  * `#available`/`@available` contexts are found by a light Swift scanner (braces, strings,
    comments, attributes), not a parser; unusual layouts may be misjudged.
  * Code the compiler synthesises (Codable, Equatable, property wrappers, macro expansions) is seen
    only as far as the index records it: the library default implementations a conformance takes
    as witnesses are; what the synthesised bodies call is not.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import ctypes
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

CACHE_FORMAT = 3

# Apple platforms in report order: Package.swift's name, the @available domain, the CLI option.
PLATFORMS = ["macOS", "iOS", "macCatalyst", "tvOS", "watchOS", "visionOS"]
PLATFORM_ALIASES = {"OSX": "macOS", "xrOS": "visionOS"}
OPTION_NAMES = {p.lower(): p for p in PLATFORMS}

# The modules whose symbol graphs are extracted (those the toolchain has), plus any other toolchain
# module the linted units import.
DEFAULT_MODULES = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "RegexBuilder", "Observation",
    "Distributed", "Dispatch", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "XCTest", "Testing",
]


class LintError(Exception):
    """A setup or usage problem: reported on stderr, exit status 2."""


# --- versions ---------------------------------------------------------------------------------


def parse_version(text: str) -> tuple[int, ...]:
    text = text.strip()
    if not re.fullmatch(r"\d+(\.\d+){0,2}", text):
        raise ValueError(f"not a version: {text!r}")
    return tuple(int(p) for p in text.split("."))


def version_key(v) -> tuple[int, int, int]:
    v = tuple(v)
    return (v + (0, 0, 0))[:3]


def format_version(v) -> str:
    v = tuple(v)
    return ".".join(str(p) for p in v)


def sg_version(d: dict) -> list[int]:
    """A symbol graph's {"major":15,"minor":0} as [15, 0] (patch only when given)."""
    out = [d.get("major", 0), d.get("minor", 0)]
    if "patch" in d:
        out.append(d["patch"])
    return out


# --- Package.swift ----------------------------------------------------------------------------


def strip_swift_comments(text: str) -> str:
    """Package.swift without comments (strings kept; enough for the manifest's platforms)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(text[i : j + 1])
            i = j + 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            out.append(" ")
        else:
            out.append(c)
            i += 1
    return "".join(out)


_PLATFORM_ENTRY = re.compile(
    r"\.(macOS|iOS|tvOS|watchOS|visionOS|macCatalyst|driverKit)\s*\(\s*"
    r'(?:\.v(\d+(?:_\d+)*)|"(\d+(?:\.\d+)*)")\s*\)'
)


def parse_package_platforms(text: str) -> dict[str, str]:
    """{"macOS": "13", "iOS": "16.4"} from a Package.swift's `platforms: [...]`."""
    text = strip_swift_comments(text)
    m = re.search(r"\bplatforms\s*:\s*\[", text)
    if not m:
        return {}
    depth, i = 1, m.end()
    while i < len(text) and depth:
        depth += {"[": 1, "]": -1}.get(text[i], 0)
        i += 1
    out: dict[str, str] = {}
    for e in _PLATFORM_ENTRY.finditer(text[m.end() : i]):
        name, enum_version, string_version = e.groups()
        if name == "driverKit":
            continue
        out[name] = enum_version.replace("_", ".") if enum_version else string_version
    return out


# --- the index store, through libIndexStore ---------------------------------------------------

ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
ROLE_READ = 1 << 3
ROLE_WRITE = 1 << 4
ROLE_CALL = 1 << 5
ROLE_DYNAMIC = 1 << 6
ROLE_ADDRESSOF = 1 << 7
ROLE_IMPLICIT = 1 << 8
ROLE_NAMEREFERENCE = 1 << 20
# Implicit occurrences that are not definitions count as references too: a conformance's witness
# taken from a library's default implementation (an OptionSet's insert(_:), a Comparable's <=) is
# such an occurrence, at the conforming type's name.
REFERENCE_ROLES = (ROLE_REFERENCE | ROLE_READ | ROLE_WRITE | ROLE_CALL | ROLE_DYNAMIC
                   | ROLE_ADDRESSOF | ROLE_NAMEREFERENCE | ROLE_IMPLICIT)
DEFINING_ROLES = ROLE_DECLARATION | ROLE_DEFINITION
KIND_MODULE = 1
KIND_PARAMETER = 25
PROPERTY_LOCAL = 1 << 7
ACCESSOR_SUBKINDS = {3, 4, 1000, 1001, 1002, 1003, 1014, 1015}
DEPENDENCY_UNIT, DEPENDENCY_RECORD = 1, 2


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


def _s(ref: _StringRef) -> str:
    return ctypes.string_at(ref.data, ref.length).decode("utf-8", "replace") if ref.length else ""


_VP = ctypes.c_void_p
_UNIT_CB = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, _StringRef)
_PTR_CB = ctypes.CFUNCTYPE(ctypes.c_bool, _VP, _VP)


class IndexStoreLibrary:
    """Bindings for the parts of indexstore.h this lint uses (the *_apply_f function forms)."""

    def __init__(self, path: str):
        try:
            self.lib = ctypes.CDLL(path)
        except OSError as e:
            raise LintError(f"cannot load {path}: {e}") from None
        f = self._fn
        self.error_description = f("indexstore_error_get_description", ctypes.c_char_p, _VP)
        self.error_dispose = f("indexstore_error_dispose", None, _VP)
        self.store_create = f("indexstore_store_create", _VP, ctypes.c_char_p, ctypes.POINTER(_VP))
        self.store_dispose = f("indexstore_store_dispose", None, _VP)
        self.units_apply = f("indexstore_store_units_apply_f", ctypes.c_bool, _VP, ctypes.c_uint,
                             _VP, _UNIT_CB)
        self.unit_create = f("indexstore_unit_reader_create", _VP, _VP, ctypes.c_char_p,
                             ctypes.POINTER(_VP))
        self.unit_dispose = f("indexstore_unit_reader_dispose", None, _VP)
        self.unit_main_file = f("indexstore_unit_reader_get_main_file", _StringRef, _VP)
        self.unit_module_name = f("indexstore_unit_reader_get_module_name", _StringRef, _VP)
        self.unit_target = f("indexstore_unit_reader_get_target", _StringRef, _VP)
        self.unit_mtime = f("indexstore_unit_reader_get_modification_time", None, _VP,
                            ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64))
        self.unit_dependencies_apply = f("indexstore_unit_reader_dependencies_apply_f",
                                         ctypes.c_bool, _VP, _VP, _PTR_CB)
        self.dependency_kind = f("indexstore_unit_dependency_get_kind", ctypes.c_int, _VP)
        self.dependency_name = f("indexstore_unit_dependency_get_name", _StringRef, _VP)
        self.dependency_filepath = f("indexstore_unit_dependency_get_filepath", _StringRef, _VP)
        self.record_create = f("indexstore_record_reader_create", _VP, _VP, ctypes.c_char_p,
                               ctypes.POINTER(_VP))
        self.record_dispose = f("indexstore_record_reader_dispose", None, _VP)
        self.occurrences_apply = f("indexstore_record_reader_occurrences_apply_f", ctypes.c_bool,
                                   _VP, _VP, _PTR_CB)
        self.occurrence_symbol = f("indexstore_occurrence_get_symbol", _VP, _VP)
        self.occurrence_roles = f("indexstore_occurrence_get_roles", ctypes.c_uint64, _VP)
        self.occurrence_line_col = f("indexstore_occurrence_get_line_col", None, _VP,
                                     ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint))
        self.symbol_usr = f("indexstore_symbol_get_usr", _StringRef, _VP)
        self.symbol_name = f("indexstore_symbol_get_name", _StringRef, _VP)
        self.symbol_kind = f("indexstore_symbol_get_kind", ctypes.c_int, _VP)
        self.symbol_subkind = f("indexstore_symbol_get_subkind", ctypes.c_int, _VP)
        self.symbol_properties = f("indexstore_symbol_get_properties", ctypes.c_uint64, _VP)

    def _fn(self, name, restype, *argtypes):
        fn = getattr(self.lib, name)
        fn.restype, fn.argtypes = restype, list(argtypes)
        return fn

    def check(self, handle, error: _VP, what: str):
        if handle:
            return handle
        message = "unknown error"
        if error.value:
            message = (self.error_description(error) or b"").decode("utf-8", "replace")
            self.error_dispose(error)
        raise LintError(f"{what}: {message}")


@dataclass
class Unit:
    name: str
    main_file: str
    module: str
    target: str
    mtime: float
    records: list[tuple[str, str]]  # (record name, source file)
    imported_paths: list[str]


@dataclass
class Occurrence:
    path: str
    line: int
    column: int
    roles: int
    usr: str
    name: str
    kind: int
    subkind: int
    properties: int


class IndexStore:
    def __init__(self, library: IndexStoreLibrary, store_path: str):
        self.lib = library
        error = _VP()
        self.handle = library.check(library.store_create(store_path.encode(), ctypes.byref(error)),
                                    error, f"cannot open the index store {store_path}")

    def close(self):
        if self.handle:
            self.lib.store_dispose(self.handle)
            self.handle = None

    def unit_names(self) -> list[str]:
        names: list[str] = []

        @_UNIT_CB
        def collect(_ctx, name):
            names.append(_s(name))
            return True

        self.lib.units_apply(self.handle, 1, None, collect)
        return names

    def unit(self, name: str) -> Unit | None:
        lib, error = self.lib, _VP()
        reader = lib.unit_create(self.handle, name.encode(), ctypes.byref(error))
        if not reader:
            if error.value:
                lib.error_dispose(error)
            return None
        try:
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            lib.unit_mtime(reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
            records: list[tuple[str, str]] = []
            imported: list[str] = []

            @_PTR_CB
            def dependency(_ctx, dep):
                kind = lib.dependency_kind(dep)
                if kind == DEPENDENCY_RECORD:
                    records.append((_s(lib.dependency_name(dep)), _s(lib.dependency_filepath(dep))))
                elif kind == DEPENDENCY_UNIT:
                    imported.append(_s(lib.dependency_filepath(dep)))
                return True

            lib.unit_dependencies_apply(reader, None, dependency)
            return Unit(name, _s(lib.unit_main_file(reader)), _s(lib.unit_module_name(reader)),
                        _s(lib.unit_target(reader)), seconds.value + nanoseconds.value / 1e9,
                        records, imported)
        finally:
            lib.unit_dispose(reader)

    def occurrences(self, record: str, path: str) -> list[Occurrence]:
        """Every occurrence of the record that defines or references a symbol."""
        lib, error = self.lib, _VP()
        reader = lib.check(lib.record_create(self.handle, record.encode(), ctypes.byref(error)),
                           error, f"cannot read the index record {record}")
        out: list[Occurrence] = []
        symbols: dict[int, tuple] = {}
        line, column = ctypes.c_uint(), ctypes.c_uint()
        wanted = REFERENCE_ROLES | DEFINING_ROLES

        @_PTR_CB
        def occurrence(_ctx, occ):
            roles = lib.occurrence_roles(occ)
            if not roles & wanted:
                return True
            sym = lib.occurrence_symbol(occ)
            info = symbols.get(sym)
            if info is None:
                info = symbols[sym] = (_s(lib.symbol_usr(sym)), _s(lib.symbol_name(sym)),
                                       lib.symbol_kind(sym), lib.symbol_subkind(sym),
                                       lib.symbol_properties(sym))
            lib.occurrence_line_col(occ, ctypes.byref(line), ctypes.byref(column))
            out.append(Occurrence(path, line.value, column.value, roles, *info))
            return True

        try:
            lib.occurrences_apply(reader, None, occurrence)
        finally:
            lib.record_dispose(reader)
        return out


# --- symbol graphs: USR -> availability -------------------------------------------------------

APPLE_DOMAINS = set(PLATFORMS)


def _availability_entry(entry: dict) -> dict:
    out: dict = {}
    for key in ("introduced", "deprecated", "obsoleted"):
        if key in entry:
            out[key] = sg_version(entry[key])
    if entry.get("isUnconditionallyUnavailable"):
        out["unavailable"] = True
    if entry.get("isUnconditionallyDeprecated"):
        out["deprecatedAlways"] = True
    for key in ("message", "renamed"):
        if entry.get(key):
            out[key] = entry[key]
    return out


def availability_of(symbol: dict) -> dict | None:
    """The Apple (and '*') part of a symbol graph symbol's availability, or None."""
    out = {}
    for entry in symbol.get("availability") or []:
        domain = PLATFORM_ALIASES.get(entry.get("domain"), entry.get("domain"))
        if domain in APPLE_DOMAINS or domain == "*":
            data = _availability_entry(entry)
            if domain == "*" and not (data.get("unavailable") or data.get("deprecatedAlways")):
                continue
            if data:
                out[domain] = data
    return out or None


def table_from_symbol_graphs(paths: list[str]) -> dict:
    """One module's symbol graph files as the cached table:
    {"avail": {usr: [title, path, availability, [alternatives]]}, "plain": [usr, ...]}.
    Alternatives: other symbols with the same path and declaration (an overload the Apple compiler
    may pick instead), and default implementations of a requirement, with their availability."""
    symbols: dict[str, dict] = {}
    default_impls: dict[str, list[str]] = {}
    for path in sorted(paths):
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph.get("symbols", []):
            usr = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in usr:
                continue
            symbols.setdefault(usr, symbol)
        for rel in graph.get("relationships", []):
            if rel.get("kind") == "defaultImplementationOf":
                default_impls.setdefault(rel["target"], []).append(rel["source"])
    by_signature: dict[tuple, list[str]] = {}
    for usr, symbol in symbols.items():
        declaration = "".join(f.get("spelling", "") for f in symbol.get("declarationFragments", []))
        key = (tuple(symbol.get("pathComponents", [])), declaration)
        by_signature.setdefault(key, []).append(usr)
    avail, plain = {}, []
    for usr, symbol in sorted(symbols.items()):
        data = availability_of(symbol)
        if data is None:
            plain.append(usr)
            continue
        declaration = "".join(f.get("spelling", "") for f in symbol.get("declarationFragments", []))
        siblings = by_signature[(tuple(symbol.get("pathComponents", [])), declaration)]
        alternatives = sorted(set(siblings + default_impls.get(usr, [])) - {usr})
        alts = [[a, availability_of(symbols[a]) if a in symbols else None] for a in alternatives]
        avail[usr] = [symbol["names"]["title"], ".".join(symbol.get("pathComponents", [])), data,
                      alts]
    return {"avail": avail, "plain": plain}


@dataclass
class Toolchain:
    usr_dir: str  # .../usr

    @staticmethod
    def find(explicit: str | None) -> "Toolchain":
        candidates = []
        if explicit:
            candidates.append(explicit)
        swift = shutil.which("swift")
        if swift:
            candidates.append(os.path.dirname(os.path.dirname(os.path.realpath(swift))))
        candidates.append("/opt/swift/usr")
        for c in candidates:
            c = os.path.abspath(c)
            if os.path.basename(c) != "usr" and os.path.isdir(os.path.join(c, "usr")):
                c = os.path.join(c, "usr")
            if os.path.exists(os.path.join(c, "bin", "swift-symbolgraph-extract")):
                return Toolchain(c)
        raise LintError("no Swift toolchain found (swift-symbolgraph-extract); pass --toolchain")

    @property
    def extractor(self) -> str:
        return os.path.join(self.usr_dir, "bin", "swift-symbolgraph-extract")

    @property
    def index_store_library(self) -> str:
        for name in ("libIndexStore.so", "libIndexStore.dylib"):
            path = os.path.join(self.usr_dir, "lib", name)
            if os.path.exists(path):
                return path
        raise LintError(f"no libIndexStore in {self.usr_dir}/lib")

    def module_path(self, module: str) -> str | None:
        """The toolchain's <module>.swiftmodule (a Swift module the extractor can load)."""
        base = os.path.join(self.usr_dir, "lib", "swift")
        for platform in sorted(os.listdir(base)) if os.path.isdir(base) else []:
            path = os.path.join(base, platform, module + ".swiftmodule")
            if os.path.exists(path):
                return path
        return None


def _tree_stamp(path: str) -> str:
    """Size and mtime of a file or of a directory's files: the cache key of a module."""
    parts = []
    for root, dirs, files in os.walk(path):
        dirs.sort()
        for name in sorted(files):
            st = os.stat(os.path.join(root, name))
            parts.append(f"{os.path.relpath(os.path.join(root, name), path)}:{st.st_size}:"
                         f"{st.st_mtime_ns}")
    if not parts and os.path.isfile(path):
        st = os.stat(path)
        parts.append(f"{st.st_size}:{st.st_mtime_ns}")
    return ";".join(parts)


class AvailabilityDatabase:
    def __init__(self):
        self.avail: dict[str, list] = {}
        self.plain: set[str] = set()
        self.module_of: dict[str, str] = {}
        self.modules_with_data: dict[str, int] = {}
        self.modules_without_data: list[str] = []
        self.module_problems: list[str] = []

    @staticmethod
    def load(toolchain: Toolchain, modules: list[str], target: str, cache_dir: str,
             verbose: bool = False) -> "AvailabilityDatabase":
        db = AvailabilityDatabase()
        os.makedirs(cache_dir, exist_ok=True)
        ext = os.stat(toolchain.extractor)
        jobs = []
        for module in modules:
            module_path = toolchain.module_path(module)
            if module_path is None:
                continue
            key = hashlib.sha256("\n".join([
                str(CACHE_FORMAT), toolchain.extractor, f"{ext.st_size}:{ext.st_mtime_ns}",
                target, module, module_path, _tree_stamp(module_path)]).encode()).hexdigest()[:16]
            jobs.append((module, os.path.join(cache_dir, f"{module}-{key}.json")))
        missing = [(m, p) for m, p in jobs if not os.path.exists(p)]
        if missing:
            if verbose:
                print(f"availability-lint: extracting symbol graphs of "
                      f"{', '.join(m for m, _ in missing)} into {cache_dir}", file=sys.stderr)
            workers = max(1, min(len(missing), os.cpu_count() or 1))
            # Processes, not threads: reading the graphs' JSON is most of the work.
            with concurrent.futures.ProcessPoolExecutor(workers) as pool:
                list(pool.map(_extract_module, [toolchain] * len(missing), [target] * len(missing),
                              [m for m, _ in missing], [p for _, p in missing]))
        for module, path in jobs:
            with open(path, encoding="utf-8") as f:
                table = json.load(f)
            if table.get("error"):
                db.module_problems.append(f"{module}: {table['error']}")
                continue
            for usr, entry in table["avail"].items():
                if usr not in db.avail:
                    db.avail[usr], db.module_of[usr] = entry, module
            db.plain.update(table["plain"])
            for usr in table["plain"]:
                db.module_of.setdefault(usr, module)
            apple = sum(1 for e in table["avail"].values()
                        if any(d in APPLE_DOMAINS for d in e[2]))
            if apple:
                db.modules_with_data[module] = apple
            else:
                db.modules_without_data.append(module)
        db.plain.difference_update(db.avail)
        return db


def _extract_module(toolchain: Toolchain, target: str, module: str, cache_path: str):
    with tempfile.TemporaryDirectory(prefix="availability-lint-") as out_dir:
        cmd = [toolchain.extractor, "-module-name", module, "-target", target, "-output-dir",
               out_dir, "-skip-synthesized-members", "-skip-inherited-docs",
               "-module-cache-path", os.path.join(os.path.dirname(cache_path), "module-cache")]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        graphs = [os.path.join(out_dir, n) for n in os.listdir(out_dir)
                  if n.endswith(".symbols.json")]
        if proc.returncode != 0 or not graphs:
            lines = (proc.stderr or proc.stdout or "no symbol graph written").strip().splitlines()
            table = {"error": f"swift-symbolgraph-extract failed: {lines[0] if lines else ''}"}
        else:
            table = table_from_symbol_graphs(graphs)
    tmp = cache_path + f".tmp{os.getpid()}"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(table, f, separators=(",", ":"), sort_keys=True)
    os.replace(tmp, cache_path)


# --- Swift source: #if branches and #available/@available contexts ----------------------------

TRUE, FALSE, UNKNOWN = True, False, None


def _and(a, b):
    if a is FALSE or b is FALSE:
        return FALSE
    return TRUE if a is TRUE and b is TRUE else UNKNOWN


def _or(a, b):
    if a is TRUE or b is TRUE:
        return TRUE
    return FALSE if a is FALSE and b is FALSE else UNKNOWN


def _not(a):
    return UNKNOWN if a is UNKNOWN else not a


_APPLE_MODULES = {
    "Darwin", "Foundation", "CoreFoundation", "CoreGraphics", "CoreText", "CoreImage",
    "QuartzCore", "ObjectiveC", "Dispatch", "os", "OSLog", "Combine", "SwiftUI", "XCTest",
    "Testing", "Observation", "Synchronization", "RegexBuilder", "Distributed", "Security",
    "Network", "Accelerate", "ImageIO", "UniformTypeIdentifiers", "CryptoKit", "simd", "Swift",
    "_Concurrency", "_StringProcessing", "MachO", "CoreServices", "CoreData", "AVFoundation",
    "CoreMedia", "CoreVideo", "Metal", "SwiftData",
}
_PLATFORM_MODULES = {
    "macOS": {"AppKit", "Cocoa", "IOKit", "Carbon"},
    "iOS": {"UIKit"}, "macCatalyst": {"UIKit"}, "tvOS": {"UIKit"}, "visionOS": {"UIKit"},
    "watchOS": {"WatchKit"},
}
_NON_APPLE_MODULES = {"Glibc", "Musl", "WASILibc", "Bionic", "Android", "WinSDK", "ucrt", "CRT",
                      "FoundationXML", "FoundationNetworking", "WASI"}


def _can_import(platform: str, module: str):
    module = module.split(".")[0].strip()
    if module in _APPLE_MODULES or module in _PLATFORM_MODULES.get(platform, ()):
        return TRUE
    if module in _NON_APPLE_MODULES or any(module in mods for mods in _PLATFORM_MODULES.values()):
        return FALSE
    return UNKNOWN


def _os_is(platform: str, name: str):
    name = PLATFORM_ALIASES.get(name, name)
    if platform == "macCatalyst":
        return name == "iOS"
    return name == platform


_CONDITION_TOKEN = re.compile(r"\s*(&&|\|\||!|\(|\)|[A-Za-z_][A-Za-z0-9_]*|[^\s])")


def evaluate_condition(text: str, platform: str):
    """A `#if` condition on an Apple platform: True, False or None (cannot tell)."""
    tokens = _CONDITION_TOKEN.findall(text)
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def parse_or():
        nonlocal pos
        value = parse_and()
        while peek() == "||":
            pos += 1
            value = _or(value, parse_and())
        return value

    def parse_and():
        nonlocal pos
        value = parse_unary()
        while peek() == "&&":
            pos += 1
            value = _and(value, parse_unary())
        return value

    def parse_unary():
        nonlocal pos
        if peek() == "!":
            pos += 1
            return _not(parse_unary())
        return parse_primary()

    def parse_primary():
        nonlocal pos
        token = peek()
        if token is None:
            return UNKNOWN
        pos += 1
        if token == "(":
            value = parse_or()
            if peek() == ")":
                pos += 1
            return value
        if peek() == "(":
            depth, start = 0, pos
            while pos < len(tokens):
                depth += {"(": 1, ")": -1}.get(tokens[pos], 0)
                pos += 1
                if depth == 0:
                    break
            argument = "".join(tokens[start + 1 : pos - 1]).strip()
            if token == "os":
                return _os_is(platform, argument)
            if token == "canImport":
                return _can_import(platform, argument)
            if token == "targetEnvironment":
                if argument == "macCatalyst":
                    return platform == "macCatalyst"
                return UNKNOWN
            if token == "_runtime":
                return argument == "_ObjC"
            return UNKNOWN  # arch, compiler, swift, hasFeature, _pointerBitWidth, ...
        if token in ("true", "false"):
            return token == "true"
        return UNKNOWN  # -D flags

    try:
        return parse_or()
    except Exception:
        return UNKNOWN


@dataclass
class Token:
    kind: str  # id, pound, attr, punct, str, directive, other
    text: str
    start: int
    end: int
    bol: bool  # first token on its line
    depth: int = 0  # brace depth before the token
    pdepth: int = 0  # paren/bracket depth before the token
    match: int = -1  # index of the matching bracket token


_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|`[^`\n]*`")
DECL_KEYWORDS = {"func", "init", "deinit", "subscript", "var", "let", "class", "struct", "enum",
                 "protocol", "extension", "actor", "typealias", "case", "macro", "associatedtype",
                 "operator", "precedencegroup", "import"}
BODY_DECLS = {"func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol",
              "extension", "actor", "macro"}


def _skip_block_comment(t: str, i: int) -> int:
    depth, i, n = 1, i + 2, len(t)
    while i < n and depth:
        if t.startswith("/*", i):
            depth, i = depth + 1, i + 2
        elif t.startswith("*/", i):
            depth, i = depth - 1, i + 2
        else:
            i += 1
    return i


def _skip_string(t: str, i: int) -> int:
    """From a string literal's first character (# or ") to just after it."""
    n, hashes = len(t), 0
    while i < n and t[i] == "#":
        hashes, i = hashes + 1, i + 1
    multi = t.startswith('"""', i)
    quote = '"""' if multi else '"'
    i += len(quote)
    close, escape = quote + "#" * hashes, "\\" + "#" * hashes
    while i < n:
        if t.startswith(escape, i):
            k = i + len(escape)
            if k < n and t[k] == "(":
                i = _skip_code_parens(t, k)
            else:
                i = k + 1
            continue
        if t.startswith(close, i):
            return i + len(close)
        if not multi and t[i] == "\n":
            return i
        i += 1
    return n


def _skip_code_parens(t: str, i: int) -> int:
    """From an interpolation's '(' to just after its ')'."""
    depth, n = 0, len(t)
    while i < n:
        c = t[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        elif c == '"' or (c == "#" and t.startswith('"', i + 1)):
            i = _skip_string(t, i)
            continue
        elif t.startswith("//", i):
            while i < n and t[i] != "\n":
                i += 1
            continue
        elif t.startswith("/*", i):
            i = _skip_block_comment(t, i)
            continue
        i += 1
    return n


def lex_swift(t: str) -> list[Token]:
    tokens: list[Token] = []
    i, n, bol = 0, len(t), True
    while i < n:
        c = t[i]
        if c == "\n":
            bol, i = True, i + 1
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if t.startswith("//", i):
            while i < n and t[i] != "\n":
                i += 1
            continue
        if t.startswith("/*", i):
            i = _skip_block_comment(t, i)
            continue
        start = i
        if c == '"' or (c == "#" and re.match(r"#+\"", t[i:i + 8])):
            i = _skip_string(t, i)
            tokens.append(Token("str", "", start, i, bol))
        elif c == "#" and t.startswith("#/", i):
            end = t.find("/#", i + 2)
            i = n if end < 0 else end + 2
            tokens.append(Token("other", "", start, i, bol))
        elif c == "#" and (m := _IDENT.match(t, i + 1)):
            word = m.group(0)
            if bol and word in ("if", "elseif", "else", "endif"):
                end = t.find("\n", m.end())
                end = n if end < 0 else end
                condition = t[m.end():end]
                condition = re.sub(r"//.*", "", re.sub(r"/\*.*?\*/", " ", condition))
                tokens.append(Token("directive", word, start, end, bol))
                tokens[-1].condition = condition.strip()  # type: ignore[attr-defined]
                i = end
            else:
                i = m.end()
                tokens.append(Token("pound", "#" + word, start, i, bol))
        elif c == "@" and (m := _IDENT.match(t, i + 1)):
            i = m.end()
            tokens.append(Token("attr", m.group(0), start, i, bol))
        elif (m := _IDENT.match(t, i)):
            i = m.end()
            tokens.append(Token("id", m.group(0).strip("`"), start, i, bol))
        elif c in "{}()[],;:":
            i += 1
            tokens.append(Token("punct", c, start, i, bol))
        else:
            i += 1
            tokens.append(Token("other", c, start, i, bol))
        bol = False
    # Depths and bracket matching.
    braces, parens, depth, pdepth = [], [], 0, 0
    for index, tok in enumerate(tokens):
        tok.depth, tok.pdepth = depth, pdepth
        if tok.kind != "punct":
            continue
        if tok.text == "{":
            braces.append(index)
            depth += 1
        elif tok.text == "}" and braces:
            opener = braces.pop()
            tokens[opener].match, tok.match = index, opener
            depth -= 1
            tok.depth = depth
        elif tok.text in "([":
            parens.append(index)
            pdepth += 1
        elif tok.text in ")]" and parens:
            opener = parens.pop()
            tokens[opener].match, tok.match = index, opener
            pdepth -= 1
            tok.pdepth = pdepth
    return tokens


def parse_availability_arguments(text: str) -> dict:
    """`macOS 15, iOS 18.0, *` or `macOS, introduced: 15` or `iOS, unavailable` or `*, unavailable`
    as {platform: ("introduced", version) | ("unavailable",)}."""
    out: dict = {}
    parts = [p.strip() for p in text.split(",")]
    if not parts:
        return out
    head = parts[0].split()
    if len(head) == 1 and (len(parts) == 1 or ":" in parts[1] or parts[1] in (
            "unavailable", "deprecated", "noasync")):
        domain = PLATFORM_ALIASES.get(head[0], head[0])  # long form
        for p in parts[1:]:
            if p == "unavailable":
                out[domain] = ("unavailable",)
            elif p.startswith("introduced:") or p.startswith("obsoleted:"):
                label, _, version = p.partition(":")
                try:
                    v = parse_version(version)
                except ValueError:
                    continue
                if label == "introduced":
                    out.setdefault(domain, ("introduced", v))
                else:
                    out[domain] = ("obsoletedAt", v)
        return out
    for p in parts:  # short form
        words = p.split()
        if len(words) == 2:
            try:
                out[PLATFORM_ALIASES.get(words[0], words[0])] = ("introduced",
                                                                 parse_version(words[1]))
            except ValueError:
                pass
    return out


@dataclass
class Region:
    start: int
    end: int
    kind: str  # "if": {platform: tri}; "refine": {platform: spec}
    data: dict


class SwiftSourceContext:
    """Where a source file's #if branches can be compiled, and its availability contexts."""

    def __init__(self, data: bytes):
        self.text = data.decode("latin-1")  # one character per byte: offsets are UTF-8 columns
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        self.tokens = lex_swift(self.text)
        self.regions: list[Region] = []
        self._directives()
        self._availability_conditions()
        self._availability_attributes()

    def offset(self, line: int, column: int) -> int:
        if line < 1 or line > len(self.line_starts):
            return 0
        return self.line_starts[line - 1] + max(column - 1, 0)

    def context(self, line: int, column: int, platform: str):
        """(compiled, refinement) at a position for a platform: compiled is False when an
        enclosing #if branch cannot be taken there; refinement is the highest version an enclosing
        #available/@available guarantees, "unavailable" inside an unavailable declaration, or
        None."""
        x = self.offset(line, column)
        refinement = None
        fallback = "iOS" if platform == "macCatalyst" else None
        for region in self.regions:
            if not region.start <= x < region.end:
                continue
            if region.kind == "if":
                if region.data.get(platform) is FALSE:
                    return False, None
                continue
            spec = region.data.get(platform) or (region.data.get(fallback) if fallback else None)
            if spec is None:
                spec = region.data.get("*") if region.data.get("*") == ("unavailable",) else None
            if spec is None:
                continue
            if spec[0] == "unavailable":
                refinement = "unavailable"
            elif spec[0] == "introduced" and refinement != "unavailable":
                if refinement is None or version_key(spec[1]) > version_key(refinement):
                    refinement = spec[1]
        return True, refinement

    # #if / #elseif / #else / #endif: a region per branch, with its value per platform.
    def _directives(self):
        stack: list[dict] = []
        for tok in self.tokens:
            if tok.kind != "directive":
                continue
            word = tok.text
            if word == "if":
                condition = {p: evaluate_condition(tok.condition, p) for p in PLATFORMS}
                stack.append({"previous": {p: FALSE for p in PLATFORMS}, "start": tok.end,
                              "condition": condition, "value": condition})
                continue
            if not stack:
                continue
            frame = stack[-1]
            self.regions.append(Region(frame["start"], tok.start, "if", frame["value"]))
            previous = frame["previous"] = {p: _or(frame["previous"][p], frame["condition"][p])
                                            for p in PLATFORMS}
            if word == "endif":
                stack.pop()
                continue
            if word == "elseif":
                condition = {p: evaluate_condition(tok.condition, p) for p in PLATFORMS}
            else:
                condition = {p: TRUE for p in PLATFORMS}
            frame["start"], frame["condition"] = tok.end, condition
            frame["value"] = {p: _and(condition[p], _not(previous[p])) for p in PLATFORMS}
        for frame in stack:
            self.regions.append(Region(frame["start"], len(self.text), "if", frame["value"]))

    def _enclosing_end(self, index: int) -> int:
        """The end of the block that contains token `index`."""
        depth = self.tokens[index].depth
        for tok in self.tokens[index:]:
            if tok.kind == "punct" and tok.text == "}" and tok.depth < depth:
                return tok.start
        return len(self.text)

    def _arguments(self, index: int):
        """The text inside the parentheses after token `index`, and the ')' token's index."""
        if index + 1 < len(self.tokens) and self.tokens[index + 1].text == "(" \
                and self.tokens[index + 1].kind == "punct" and self.tokens[index + 1].match > 0:
            close = self.tokens[index + 1].match
            return self.text[self.tokens[index + 1].end:self.tokens[close].start], close
        return None, index

    def _next_brace(self, index: int, depth: int, pdepth: int) -> int:
        for j in range(index + 1, len(self.tokens)):
            tok = self.tokens[j]
            if tok.depth < depth or (tok.pdepth < pdepth):
                return -1
            if tok.kind == "punct" and tok.text == "{" and tok.depth == depth \
                    and tok.pdepth == pdepth:
                return j
        return -1

    # if/while/guard #available(...) and #unavailable(...)
    def _availability_conditions(self):
        tokens = self.tokens
        for index, tok in enumerate(tokens):
            if tok.kind != "pound" or tok.text not in ("#available", "#unavailable"):
                continue
            arguments, close = self._arguments(index)
            if arguments is None:
                continue
            spec = parse_availability_arguments(arguments)
            spec = {p: s for p, s in spec.items() if s[0] == "introduced"}
            if not spec:
                continue
            keyword = None
            for j in range(index - 1, -1, -1):
                t = tokens[j]
                if t.depth != tok.depth:
                    break
                if t.pdepth != tok.pdepth:
                    continue
                if t.kind == "punct" and t.text in "{};":
                    break
                if t.kind == "id" and t.text in ("if", "guard", "while"):
                    keyword = t.text
                    break
            if keyword is None:
                continue
            brace = self._next_brace(close, tok.depth, tok.pdepth)
            if brace < 0 or tokens[brace].match < 0:
                continue
            body_end = tokens[tokens[brace].match].end
            after_close = tokens[close].end
            if keyword in ("if", "while"):
                if tok.text == "#available":
                    self.regions.append(Region(after_close, body_end, "refine", spec))
                else:  # if #unavailable(...) { } else { here }
                    j = tokens[brace].match + 1
                    if j < len(tokens) and tokens[j].text == "else":
                        end = self._if_chain_end(j)
                        self.regions.append(Region(tokens[j].start, end, "refine", spec))
            else:  # guard
                if tok.text == "#available":
                    self.regions.append(Region(after_close, tokens[brace].start, "refine", spec))
                    self.regions.append(Region(body_end, self._enclosing_end(brace), "refine",
                                               spec))
                else:
                    self.regions.append(Region(tokens[brace].start, body_end, "refine", spec))

    def _if_chain_end(self, else_index: int) -> int:
        """From an `else` token: the end of the else branch (a block or an else-if chain)."""
        tokens, j = self.tokens, else_index + 1
        while j < len(tokens):
            if tokens[j].kind == "punct" and tokens[j].text == "{":
                end = tokens[j].match
                if end < 0:
                    return len(self.text)
                if end + 1 < len(tokens) and tokens[end + 1].text == "else":
                    j = end + 2
                    continue
                return tokens[end].end
            j += 1
        return len(self.text)

    # @available(...) on a declaration: the whole declaration.
    def _availability_attributes(self):
        tokens = self.tokens
        for index, tok in enumerate(tokens):
            if tok.kind != "attr" or tok.text != "available":
                continue
            arguments, close = self._arguments(index)
            if arguments is None:
                continue
            spec = parse_availability_arguments(arguments)
            spec = {p: s for p, s in spec.items() if s[0] in ("introduced", "unavailable")}
            if not spec:
                continue
            end = self._declaration_end(close, tok.depth)
            self.regions.append(Region(tok.start, end, "refine", spec))

    def _declaration_end(self, index: int, depth: int) -> int:
        tokens, keyword = self.tokens, None
        last_end = tokens[index].end
        j = index + 1
        while j < len(tokens):
            t = tokens[j]
            if t.depth < depth or (t.kind == "punct" and t.text == "}" and t.depth == depth):
                return last_end
            if t.kind == "directive":
                return last_end if keyword else t.start
            if keyword is None:
                if t.kind == "id" and t.text in DECL_KEYWORDS:
                    keyword = t.text
            elif t.depth == depth and (t.bol and (t.kind == "attr" or (
                    t.kind == "id" and t.text in DECL_KEYWORDS | {
                        "public", "private", "internal", "fileprivate", "open", "static",
                        "final", "override", "mutating", "nonmutating", "nonisolated", "package",
                        "convenience", "required", "lazy", "weak", "unowned", "indirect"}))
                    or (t.kind == "punct" and t.text == ";")):
                return last_end
            if t.kind == "punct" and t.text == "{" and t.match > 0:
                last_end = tokens[t.match].end
                if keyword in BODY_DECLS and t.pdepth == tokens[index].pdepth:
                    return last_end
                j = t.match + 1
                continue
            last_end = t.end
            j += 1
        return last_end


# --- the lint ---------------------------------------------------------------------------------


def accessor_to_property(usr: str) -> str:
    """The USR of the property or subscript an accessor belongs to (getter s:Sa5countSivg ->
    s:Sa5countSivp)."""
    return re.sub(r"([vi])[gsMrwWaluxiz](Z?)$", r"\1p\2", usr)


OVERLOAD_FALLBACK = ("an overload with the same signature and no such restriction exists, which "
                     "the Apple compiler is expected to pick")
FOR_AWAIT_FALLBACK = ("for this deployment target a for-await loop calls next() instead, as the "
                      "compiler does when next(isolation:) is not available")


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


@dataclass
class Finding:
    severity: str  # error, warning, note
    path: str
    line: int
    column: int
    message: str

    def render(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: {self.severity}: {self.message}"


@dataclass
class Stats:
    files: int = 0
    modules: set = field(default_factory=set)
    checked: set = field(default_factory=set)  # (path, line, col, usr)
    checked_symbols: set = field(default_factory=set)
    no_data: set = field(default_factory=set)
    no_data_symbols: set = field(default_factory=set)
    no_graph: set = field(default_factory=set)  # no data and in no symbol graph
    own: set = field(default_factory=set)
    own_checked: set = field(default_factory=set)
    guarded: set = field(default_factory=set)
    overloads: set = field(default_factory=set)
    by_module: dict = field(default_factory=dict)  # module -> [checked, without data]


def check_symbol(availability: dict, platform: str, minimum: tuple):
    """Problems of one symbol on one platform whose code runs on `minimum` or newer:
    ("introduced", v) | ("unavailable",) | ("obsoleted", v) errors, or ("deprecated", v|None,
    message, renamed) warnings, or None."""
    domain = availability.get(platform)
    if domain is None and platform == "macCatalyst":
        domain = availability.get("iOS")
    star = availability.get("*", {})
    if star.get("unavailable") or (domain or {}).get("unavailable"):
        return ("unavailable",)
    if domain:
        if "obsoleted" in domain and version_key(domain["obsoleted"]) <= version_key(minimum):
            return ("obsoleted", domain["obsoleted"])
        if "introduced" in domain and version_key(domain["introduced"]) > version_key(minimum):
            return ("introduced", domain["introduced"])
        if "deprecated" in domain and version_key(domain["deprecated"]) <= version_key(minimum):
            return ("deprecated", domain["deprecated"], domain.get("message"),
                    domain.get("renamed"))
        if domain.get("deprecatedAlways"):
            return ("deprecated", None, domain.get("message"), domain.get("renamed"))
    if star.get("deprecatedAlways"):
        return ("deprecated", None, star.get("message"), star.get("renamed"))
    return None


def describe(name: str, problems: dict, minimums: dict, targets: dict) -> tuple[str, str]:
    """(severity, message) for one reference's problems {platform: problem}."""
    errors = {p: v for p, v in problems.items() if v[0] != "deprecated"}
    order = [p for p in PLATFORMS if p in (errors or problems)]
    supports = " / ".join(f"{p} {targets[p]}" for p in order)
    raised = [f"{p} {format_version(minimums[p])}" for p in order
              if version_key(minimums[p]) != version_key(parse_version(targets[p]))]
    tail = f"; the package supports {supports}"
    if raised:
        tail += f" ({' / '.join(raised)} in this #available/@available context)"
    if errors:
        clauses = []
        introduced = [p for p in order if errors[p][0] == "introduced"]
        if introduced:
            clauses.append("is only available in " + " / ".join(
                f"{p} {format_version(errors[p][1])}" for p in introduced) + " or newer")
        unavailable = [p for p in order if errors[p][0] == "unavailable"]
        if unavailable:
            clauses.append("is unavailable in " + " / ".join(unavailable))
        obsoleted = [p for p in order if errors[p][0] == "obsoleted"]
        if obsoleted:
            clauses.append("is obsoleted in " + " / ".join(
                f"{p} {format_version(errors[p][1])}" for p in obsoleted))
        return "error", f"'{name}' " + " and ".join(clauses) + tail
    versions = [f"{p} {format_version(problems[p][1])}" for p in order if problems[p][1]]
    always = [p for p in order if not problems[p][1]]
    clauses = []
    if versions:
        clauses.append("is deprecated in " + " / ".join(versions))
    if always:
        clauses.append("is deprecated in " + " / ".join(always) if versions
                       else "is deprecated")
    first = problems[order[0]]
    extra = ""
    if first[3]:
        extra = f": renamed to '{first[3]}'"
    elif first[2]:
        extra = f": {first[2]}"
    return "warning", f"'{name}' " + " and ".join(clauses) + extra + tail


class Lint:
    def __init__(self, package: str, store_path: str, targets: dict[str, str], dirs: list[str],
                 toolchain: Toolchain, cache_dir: str, extra_modules: list[str],
                 verbose: bool = False):
        self.package = os.path.realpath(package)
        self.store_path = store_path
        self.targets = targets
        self.dirs = dirs
        self.toolchain = toolchain
        self.cache_dir = cache_dir
        self.extra_modules = extra_modules
        self.verbose = verbose
        self.stats = Stats()
        self.findings: dict[tuple, Finding] = {}
        self.warnings: list[str] = []  # about the run itself
        self._sources: dict[str, SwiftSourceContext | None] = {}
        self._lacking: set[tuple] = set()
        self.db: AvailabilityDatabase | None = None
        self.timings: dict[str, float] = {}

    def _selected(self, path: str) -> str | None:
        """The path relative to the package if it is under a linted directory."""
        if not path:
            return None
        real = path if path.startswith(self.package + os.sep) else os.path.realpath(path)
        rel = os.path.relpath(real, self.package)
        if rel.startswith(".."):
            return None
        top = rel.split(os.sep, 1)[0]
        return rel if top in self.dirs else None

    def source(self, rel: str, only_with: bytes | None = None) -> SwiftSourceContext | None:
        """A source file's #if and availability contexts (None if it cannot be read, or lacks
        `only_with`)."""
        if rel not in self._sources:
            if (rel, only_with) in self._lacking:
                return None
            try:
                with open(os.path.join(self.package, rel), "rb") as f:
                    data = f.read()
            except OSError:
                data = None
            if data is not None and only_with is not None and only_with not in data:
                self._lacking.add((rel, only_with))
                return None
            self._sources[rel] = SwiftSourceContext(data) if data is not None else None
        return self._sources[rel]

    def read_index(self):
        if not os.path.isdir(os.path.join(self.store_path, "v5")) and not os.path.isdir(
                os.path.join(self.store_path, "units")):
            raise LintError(
                f"no index store at {self.store_path}: run `swift build` first (a debug build "
                f"writes .build/debug/index/store; add --build-tests for --include-tests)")
        library = IndexStoreLibrary(self.toolchain.index_store_library)
        store = IndexStore(library, self.store_path)
        try:
            newest: dict[str, Unit] = {}
            for name in store.unit_names():
                unit = store.unit(name)
                if unit is None:
                    continue
                rel = self._selected(unit.main_file)
                if rel is None or not os.path.exists(unit.main_file):
                    continue
                if rel not in newest or unit.mtime > newest[rel].mtime:
                    newest[rel] = unit
            if not newest:
                raise LintError(
                    f"the index store {self.store_path} has no units for "
                    f"{', '.join(d + '/' for d in self.dirs)} of {self.package}: "
                    f"run `swift build` first")
            self.units = [newest[rel] for rel in sorted(newest)]
            stale = [rel for rel, u in sorted(newest.items())
                     if os.stat(os.path.join(self.package, rel)).st_mtime > u.mtime + 1]
            if stale:
                self.warnings.append(
                    f"{len(stale)} file(s) changed since they were indexed ({', '.join(stale[:3])}"
                    f"{', ...' if len(stale) > 3 else ''}): run `swift build` again; lines may be "
                    f"off")
            indexed = set(newest)
            missing = []
            for d in self.dirs:
                for root, dirs, files in os.walk(os.path.join(self.package, d)):
                    dirs.sort()
                    for fname in sorted(files):
                        if fname.endswith(".swift"):
                            rel = os.path.relpath(os.path.join(root, fname), self.package)
                            if rel not in indexed:
                                missing.append(rel)
            if missing:
                self.warnings.append(
                    f"{len(missing)} Swift file(s) under {'/, '.join(self.dirs)}/ have no index "
                    f"data (not built on Linux, or not yet built) and were not checked: "
                    f"{', '.join(missing[:3])}{', ...' if len(missing) > 3 else ''}")
            for d in self.dirs:
                if d != "Sources" and not any(rel.startswith(d + os.sep) for rel in indexed) \
                        and os.path.isdir(os.path.join(self.package, d)):
                    self.warnings.append(f"nothing under {d}/ is indexed: build it first (swift "
                                         f"build{' --build-tests' if d == 'Tests' else ''})")
            self.occurrences: list[Occurrence] = []
            seen_records = set()
            for unit in self.units:
                self.stats.modules.add(unit.module)
                for record, path in unit.records:
                    rel = self._selected(path)
                    if rel is None or record in seen_records:
                        continue
                    seen_records.add(record)
                    self.occurrences.extend(store.occurrences(record, rel))
            self.stats.files = len(self.units)
            self.target_triple = next((u.target for u in self.units if u.target), "")
            self.imported_modules = sorted({
                m.group(1) for u in self.units for p in u.imported_paths
                if (m := re.search(r"/([A-Za-z_][A-Za-z0-9_]*)\.swiftmodule(/|$)", p))
                and os.path.realpath(p).startswith(os.path.realpath(self.toolchain.usr_dir))})
        finally:
            store.close()

    def own_availability(self, own_definitions: dict[str, list[Occurrence]]) -> dict:
        """The package's own declarations under @available: {usr: {platform: spec}}."""
        out = {}
        for usr, occurrences in own_definitions.items():
            for occ in occurrences:
                src = self.source(occ.path, only_with=b"@available")
                if src is None or "@available" not in src.text:
                    continue
                per_platform = {}
                for platform in self.targets:
                    compiled, refinement = src.context(occ.line, occ.column, platform)
                    if not compiled or refinement is None:
                        continue
                    if refinement == "unavailable":
                        per_platform[platform] = {"unavailable": True}
                    else:
                        per_platform[platform] = {"introduced": list(refinement)}
                if per_platform:
                    out[usr] = per_platform
                    break
        return out

    def run(self) -> int:
        t0 = time.monotonic()
        self.read_index()
        t1 = time.monotonic()
        modules = DEFAULT_MODULES + [m for m in self.imported_modules + self.extra_modules
                                     if m not in DEFAULT_MODULES]
        self.db = AvailabilityDatabase.load(self.toolchain, modules, self.target_triple or
                                            "x86_64-unknown-linux-gnu", self.cache_dir,
                                            self.verbose)
        t2 = time.monotonic()
        self.evaluate()
        t3 = time.monotonic()
        self.timings = {"index": t1 - t0, "symbol graphs": t2 - t1, "check": t3 - t2}
        return 1 if any(f.severity == "error" for f in self.findings.values()) else 0

    def evaluate(self):
        db, stats = self.db, self.stats
        own_definitions: dict[str, list[Occurrence]] = {}
        for occ in self.occurrences:
            if occ.roles & DEFINING_ROLES and occ.kind != KIND_PARAMETER:
                own_definitions.setdefault(occ.usr, []).append(occ)
        own_avail = self.own_availability(own_definitions)
        targets = {p: parse_version(v) for p, v in self.targets.items()}
        # (path, line, column, usr) -> [name, implicit-only, availability, alternatives]
        references: dict[tuple, list] = {}
        for occ in self.occurrences:
            if occ.roles & DEFINING_ROLES or not occ.roles & REFERENCE_ROLES:
                continue
            if occ.kind in (KIND_MODULE, KIND_PARAMETER) or occ.properties & PROPERTY_LOCAL:
                continue
            usr = occ.usr
            if occ.subkind in ACCESSOR_SUBKINDS and usr not in db.avail \
                    and usr not in own_definitions:
                usr = accessor_to_property(usr)
            key = (occ.path, occ.line, occ.column, usr)
            implicit = bool(occ.roles & ROLE_IMPLICIT)
            if key in references:
                references[key][1] = references[key][1] and implicit
                continue
            if usr in own_definitions or occ.usr in own_definitions:
                stats.own.add(key)
                if usr in own_avail:
                    stats.own_checked.add(key)
                    references[key] = [occ.name, implicit, own_avail[usr], []]
                continue
            entry = db.avail.get(usr)
            counts = stats.by_module.setdefault(db.module_of.get(usr, "(no symbol graph)"), [0, 0])
            if entry is None or not any(d in APPLE_DOMAINS or d == "*" for d in entry[2]):
                counts[1] += 1
                stats.no_data.add(key)
                stats.no_data_symbols.add(usr)
                if usr not in db.plain and entry is None:
                    stats.no_graph.add(usr)
                continue
            counts[0] += 1
            stats.checked.add(key)
            stats.checked_symbols.add(usr)
            references[key] = [entry[0], implicit, entry[2], entry[3]]
        for (path, line, column, usr), (name, implicit, availability, alternatives) in sorted(
                references.items()):
            # A for-await loop's implicit next(isolation:) (macOS 15 / iOS 18) is what the Linux
            # index records; for an older deployment target the compiler calls next() instead
            # (swiftlang/swift test/Concurrency/async_for_each_back_deploy.swift).
            fallback = FOR_AWAIT_FALLBACK if implicit and name == "next(isolation:)" else None
            problems, minimums, fallbacks = {}, {}, {}
            guarded = False
            src = None
            for platform, target in targets.items():
                problem = check_symbol(availability, platform, target)
                if problem is None:
                    continue
                minimum = target
                if src is None:
                    src = self.source(path)
                if src is not None:
                    compiled, refinement = src.context(line, column, platform)
                    if not compiled or refinement == "unavailable":
                        guarded = True
                        continue
                    if refinement is not None and version_key(refinement) > version_key(target):
                        minimum = refinement
                        problem = check_symbol(availability, platform, minimum)
                        if problem is None:
                            guarded = True
                            continue
                minimums[platform] = minimum
                if problem[0] != "deprecated" and (fallback or any(
                        alt_avail is None or check_symbol(alt_avail, platform, minimum) is None
                        for _alt, alt_avail in alternatives)):
                    fallbacks[platform] = problem
                else:
                    problems[platform] = problem
            key = (path, line, column, usr)
            if guarded and not problems and not fallbacks:
                stats.guarded.add(key)
            suffix = " (in implicit code)" if implicit else ""
            if problems:
                severity, message = describe(name, problems, minimums, self.targets)
                self._add(Finding(severity, path, line, column, message + suffix))
            if fallbacks:
                stats.overloads.add(key)
                _, message = describe(name, fallbacks, minimums, self.targets)
                self._add(Finding("note", path, line, column,
                                  message + suffix + "; " + (fallback or OVERLOAD_FALLBACK)))

    def _add(self, finding: Finding):
        self.findings.setdefault((finding.path, finding.line, finding.column, finding.severity,
                                  finding.message), finding)

    def report(self, out=sys.stdout):
        for warning in self.warnings:
            print(f"availability-lint: warning: {warning}", file=out)
        for problem in self.db.module_problems if self.db else []:
            print(f"availability-lint: warning: no symbol graph for {problem}", file=out)
        severities = {"error": 0, "warning": 1, "note": 2}
        for f in sorted(self.findings.values(),
                        key=lambda f: (f.path, f.line, f.column, severities[f.severity],
                                       f.message)):
            print(f.render(), file=out)
        s = self.stats
        errors = sum(1 for f in self.findings.values() if f.severity == "error")
        warnings = sum(1 for f in self.findings.values() if f.severity == "warning")
        notes = sum(1 for f in self.findings.values() if f.severity == "note")
        targets = " / ".join(f"{p} {self.targets[p]}" for p in PLATFORMS if p in self.targets)
        print(f"availability-lint: {plural(errors, 'error')}, {plural(warnings, 'warning')}, "
              f"{plural(notes, 'note')} against {targets}; {plural(s.files, 'file')}: "
              f"{plural(len(s.checked), 'reference')} ({plural(len(s.checked_symbols), 'symbol')}) "
              f"checked against Apple availability data, {plural(len(s.no_data), 'reference')} "
              f"({plural(len(s.no_data_symbols), 'symbol')}) had none; "
              f"{plural(len(s.own), 'reference')} to the package's own declarations "
              f"({len(s.own_checked)} under @available); {len(s.guarded)} covered by "
              f"#available/@available/#if", file=out)
        if self.verbose and self.db:
            print("availability-lint: modules with Apple availability data (symbols): " + ", ".join(
                f"{m} ({n})" for m, n in sorted(self.db.modules_with_data.items())), file=out)
            print("availability-lint: modules without: " +
                  ", ".join(sorted(self.db.modules_without_data)), file=out)
            print("availability-lint: references checked against data / without data, by the "
                  "module of the symbol graph that declares them: " + ", ".join(
                      f"{m} {c}/{n}" for m, (c, n) in sorted(s.by_module.items())), file=out)
            introduced = {}
            for (_path, _line, _column, usr) in s.checked:
                entry = self.db.avail[usr]
                introduced[entry[1]] = [entry[2].get(p, {}).get("introduced") or [0]
                                        for p in PLATFORMS if p in self.targets]
            newest = sorted(introduced.items(), key=lambda item: (
                [version_key(v) for v in item[1]], item[0]), reverse=True)[:8]
            print("availability-lint: the newest APIs referenced: " + ", ".join(
                f"{name} ({' / '.join(format_version(v) for v in versions)})"
                for name, versions in newest), file=out)
            print("availability-lint: time: " + ", ".join(
                f"{k} {v:.2f}s" for k, v in self.timings.items()), file=out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Reports references to Apple APIs newer than the package's deployment "
                    "targets, from the index store of a `swift build` and the toolchain's symbol "
                    "graphs.")
    parser.add_argument("store", nargs="?", help="the index store (default: "
                        "PACKAGE/.build/debug/index/store)")
    parser.add_argument("--package-path", default=".", help="the package's root (default: .)")
    for option, platform in OPTION_NAMES.items():
        parser.add_argument(f"--{option}", metavar="VERSION",
                            help=f"the {platform} deployment target (overrides Package.swift)")
    parser.add_argument("--include-tests", action="store_true",
                        help="also lint Tests/ (index it with `swift build --build-tests`)")
    parser.add_argument("--include-benchmarks", action="store_true", help="also lint Benchmarks/")
    parser.add_argument("--modules", default="", help="more toolchain modules to extract, "
                        "comma-separated")
    parser.add_argument("--toolchain", help="the toolchain's usr directory (default: from `swift` "
                        "on PATH)")
    parser.add_argument("--cache-dir", help="where extracted symbol graph tables are kept "
                        "(default: PACKAGE/.build/availability-lint-cache)")
    parser.add_argument("--verbose", "-v", action="store_true",
                        help="also print the modules with data and the timings")
    args = parser.parse_args(argv)
    try:
        package = os.path.abspath(args.package_path)
        manifest = os.path.join(package, "Package.swift")
        if not os.path.exists(manifest):
            raise LintError(f"no Package.swift in {package}")
        with open(manifest, encoding="utf-8") as f:
            targets = parse_package_platforms(f.read())
        for option, platform in OPTION_NAMES.items():
            value = getattr(args, option)
            if value:
                try:
                    parse_version(value)
                except ValueError:
                    raise LintError(f"--{option} {value}: not a version") from None
                targets[platform] = value
        if not targets:
            raise LintError("no deployment targets: Package.swift declares no platforms; pass "
                            "--macos/--ios/...")
        dirs = ["Sources"] + ["Tests"] * args.include_tests + \
               ["Benchmarks"] * args.include_benchmarks
        store = os.path.abspath(args.store or os.path.join(package, ".build", "debug", "index",
                                                           "store"))
        toolchain = Toolchain.find(args.toolchain)
        cache_dir = os.path.abspath(args.cache_dir or os.path.join(
            package, ".build", "availability-lint-cache"))
        lint = Lint(package, store, targets, dirs, toolchain, cache_dir,
                    [m.strip() for m in args.modules.split(",") if m.strip()], args.verbose)
        status = lint.run()
        lint.report()
        return status
    except LintError as e:
        print(f"availability-lint: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
