#!/usr/bin/env python3
"""Tests of .ci/availability-lint.py: `python3 .ci/test_availability_lint.py [-v]`.

The end-to-end tests build one tiny fixture package in a temporary directory (a few seconds with a
warm toolchain) and share the symbol graph cache of this package's .build (filled on first use,
about half a minute); they are skipped when no Swift toolchain is found.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
SCRIPT = os.path.join(HERE, "availability-lint.py")


def _load():
    spec = importlib.util.spec_from_file_location("availability_lint", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


lint = _load()

# String.init(validating:as:) as the toolchain's symbol graph has it.
VALIDATING = {
    "macOS": {"introduced": [15, 0]}, "iOS": {"introduced": [18, 0]},
    "tvOS": {"introduced": [18, 0]}, "watchOS": {"introduced": [11, 0]},
    "visionOS": {"introduced": [2, 0]},
}


class PackageSwiftTests(unittest.TestCase):
    def test_this_package(self):
        with open(os.path.join(REPO, "Package.swift"), encoding="utf-8") as f:
            self.assertEqual(
                lint.parse_package_platforms(f.read()),
                {"macOS": "13", "iOS": "16", "tvOS": "16", "visionOS": "1"})

    def test_every_platform_and_both_version_forms(self):
        manifest = textwrap.dedent("""\
            let package = Package(
              name: "P",
              platforms: [
                .macOS(.v10_15), .iOS("16.4"), .tvOS(.v17),
                .watchOS(.v9), .visionOS(.v1), .macCatalyst( .v16 ), .driverKit(.v22),
              ],
              products: [.library(name: "P", targets: ["P"])],
              targets: [.target(name: "P")]
            )
            """)
        self.assertEqual(lint.parse_package_platforms(manifest), {
            "macOS": "10.15", "iOS": "16.4", "tvOS": "17", "watchOS": "9", "visionOS": "1",
            "macCatalyst": "16"})

    def test_comments_are_ignored(self):
        manifest = textwrap.dedent("""\
            // platforms: [.macOS(.v10_13)],
            let package = Package(
              name: "P",  // "a // string" stays a string
              /* platforms: [.iOS(.v12)], */
              platforms: [
                .macOS(.v13),  // .iOS(.v15),
                /* .tvOS(.v16), */ .iOS(.v16)
              ]
            )
            """)
        self.assertEqual(lint.parse_package_platforms(manifest), {"macOS": "13", "iOS": "16"})

    def test_no_platforms(self):
        self.assertEqual(lint.parse_package_platforms('let package = Package(name: "P")'), {})


class VersionTests(unittest.TestCase):
    def test_parse_and_compare(self):
        self.assertEqual(lint.parse_version("13"), (13,))
        self.assertEqual(lint.parse_version(" 16.4 "), (16, 4))
        self.assertEqual(lint.version_key((13,)), lint.version_key([13, 0]))
        self.assertGreater(lint.version_key((13, 0, 1)), lint.version_key((13,)))
        self.assertLess(lint.version_key((9, 9)), lint.version_key((10,)))
        self.assertGreater(lint.version_key([10, 15]), lint.version_key((10, 9)))
        for bad in ("", "v13", "13.x", "1.2.3.4"):
            with self.assertRaises(ValueError):
                lint.parse_version(bad)

    def test_format(self):
        self.assertEqual(lint.format_version([15, 0]), "15.0")
        self.assertEqual(lint.format_version((13,)), "13")
        self.assertEqual(lint.sg_version({"major": 15, "minor": 0}), [15, 0])
        self.assertEqual(lint.sg_version({"major": 13, "minor": 3, "patch": 1}), [13, 3, 1])


class AvailabilityComparisonTests(unittest.TestCase):
    def test_introduced_after_the_target(self):
        self.assertEqual(lint.check_symbol(VALIDATING, "macOS", (13,)), ("introduced", [15, 0]))
        self.assertEqual(lint.check_symbol(VALIDATING, "iOS", (16,)), ("introduced", [18, 0]))
        self.assertEqual(lint.check_symbol(VALIDATING, "macOS", (14, 9)), ("introduced", [15, 0]))

    def test_introduced_at_or_before_the_target(self):
        self.assertIsNone(lint.check_symbol(VALIDATING, "macOS", (15,)))
        self.assertIsNone(lint.check_symbol(VALIDATING, "macOS", (15, 0, 1)))
        self.assertIsNone(lint.check_symbol(VALIDATING, "iOS", (26,)))

    def test_platform_without_data_passes(self):
        self.assertIsNone(lint.check_symbol({"macOS": {"introduced": [15, 0]}}, "iOS", (16,)))

    def test_mac_catalyst_falls_back_to_ios(self):
        self.assertEqual(lint.check_symbol(VALIDATING, "macCatalyst", (16,)),
                         ("introduced", [18, 0]))
        ours = dict(VALIDATING, macCatalyst={"introduced": [16, 0]})
        self.assertIsNone(lint.check_symbol(ours, "macCatalyst", (16,)))

    def test_deprecated_at_or_before_the_target(self):
        language_code = {"macOS": {"introduced": [10, 10], "deprecated": [13, 0],
                                   "renamed": "language.languageCode.identifier"}}
        self.assertEqual(lint.check_symbol(language_code, "macOS", (13,)),
                         ("deprecated", [13, 0], None, "language.languageCode.identifier"))
        self.assertIsNone(lint.check_symbol(language_code, "macOS", (12, 4)))
        # API_TO_BE_DEPRECATED is 100000.
        future = {"macOS": {"introduced": [10, 10], "deprecated": [100000, 0]}}
        self.assertIsNone(lint.check_symbol(future, "macOS", (26,)))

    def test_unavailable_and_obsoleted(self):
        self.assertEqual(lint.check_symbol({"iOS": {"unavailable": True}}, "iOS", (16,)),
                         ("unavailable",))
        self.assertIsNone(lint.check_symbol({"iOS": {"unavailable": True}}, "macOS", (13,)))
        self.assertEqual(lint.check_symbol({"*": {"unavailable": True}}, "macOS", (13,)),
                         ("unavailable",))
        obsolete = {"macOS": {"introduced": [10, 9], "obsoleted": [13, 0]}}
        self.assertEqual(lint.check_symbol(obsolete, "macOS", (13,)), ("obsoleted", [13, 0]))
        self.assertIsNone(lint.check_symbol(obsolete, "macOS", (12,)))

    def test_unconditionally_deprecated(self):
        self.assertEqual(lint.check_symbol({"*": {"deprecatedAlways": True, "message": "m"}},
                                           "iOS", (16,)), ("deprecated", None, "m", None))

    def test_error_message(self):
        targets = {"macOS": "13", "iOS": "16"}
        minimums = {"macOS": (13,), "iOS": (16,)}
        problems = {p: lint.check_symbol(VALIDATING, p, minimums[p]) for p in targets}
        self.assertEqual(
            lint.describe("init(validating:as:)", problems, minimums, targets),
            ("error", "'init(validating:as:)' is only available in macOS 15.0 / iOS 18.0 or "
                      "newer; the package supports macOS 13 / iOS 16"))

    def test_only_the_failing_platforms_are_named(self):
        targets = {"macOS": "15", "iOS": "16"}
        minimums = {"macOS": (15,), "iOS": (16,)}
        problems = {"iOS": lint.check_symbol(VALIDATING, "iOS", (16,))}
        self.assertEqual(
            lint.describe("init(validating:as:)", problems, minimums, targets)[1],
            "'init(validating:as:)' is only available in iOS 18.0 or newer; the package supports "
            "iOS 16")

    def test_mixed_error_message_and_availability_context(self):
        targets = {"macOS": "13", "iOS": "16"}
        minimums = {"macOS": (14,), "iOS": (16,)}
        problems = {"macOS": ("introduced", [15, 0]), "iOS": ("unavailable",)}
        self.assertEqual(
            lint.describe("f()", problems, minimums, targets)[1],
            "'f()' is only available in macOS 15.0 or newer and is unavailable in iOS; the "
            "package supports macOS 13 / iOS 16 (macOS 14 in this #available/@available context)")

    def test_warning_message(self):
        targets = {"macOS": "13", "iOS": "16"}
        minimums = {"macOS": (13,), "iOS": (16,)}
        problems = {"macOS": ("deprecated", [13, 0], None, "region.identifier"),
                    "iOS": ("deprecated", [16, 0], None, "region.identifier")}
        self.assertEqual(
            lint.describe("regionCode", problems, minimums, targets),
            ("warning", "'regionCode' is deprecated in macOS 13.0 / iOS 16.0: renamed to "
                        "'region.identifier'; the package supports macOS 13 / iOS 16"))


class SymbolGraphTableTests(unittest.TestCase):
    def test_table(self):
        def symbol(usr, path, availability=None, declaration="static func &* (lhs: Self, "
                   "rhs: Self) -> Self"):
            out = {"identifier": {"precise": usr}, "names": {"title": path[-1]},
                   "pathComponents": path,
                   "declarationFragments": [{"kind": "text", "spelling": declaration}]}
            if availability is not None:
                out["availability"] = availability
            return out

        newer = [{"domain": "macOS", "introduced": {"major": 15, "minor": 0}},
                 {"domain": "iOS", "introduced": {"major": 18, "minor": 0}},
                 {"domain": "Swift", "introduced": {"major": 5, "minor": 9}},
                 {"domain": "OpenBSD", "isUnconditionallyUnavailable": True}]
        graph = {
            "symbols": [
                symbol("req", ["FixedWidthInteger", "&*(_:_:)"], newer),
                symbol("default", ["FixedWidthInteger", "&*(_:_:)"]),
                symbol("default::SYNTHESIZED::Int", ["Int", "&*(_:_:)"]),
                symbol("validating", ["String", "init(validating:as:)"], newer, "init?(...)"),
                symbol("swiftOnly", ["f()"], [{"domain": "Swift",
                                               "introduced": {"major": 5}}]),
                symbol("gone", ["g()"], [{"domain": "*", "isUnconditionallyUnavailable": True}]),
            ],
            "relationships": [{"kind": "defaultImplementationOf", "source": "default",
                               "target": "req"}],
        }
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "M.symbols.json")
            with open(path, "w", encoding="utf-8") as f:
                json.dump(graph, f)
            table = lint.table_from_symbol_graphs([path])
        self.assertEqual(sorted(table["avail"]), ["gone", "req", "validating"])
        self.assertEqual(sorted(table["plain"]), ["default", "swiftOnly"])
        title, path, availability, alternatives = table["avail"]["req"]
        self.assertEqual((title, path), ("&*(_:_:)", "FixedWidthInteger.&*(_:_:)"))
        self.assertEqual(availability, {"macOS": {"introduced": [15, 0]},
                                        "iOS": {"introduced": [18, 0]}})
        self.assertEqual(alternatives, [["default", None]])
        self.assertEqual(table["avail"]["validating"][3], [])
        self.assertEqual(table["avail"]["gone"][2], {"*": {"unavailable": True}})

    def test_accessor_to_property(self):
        self.assertEqual(lint.accessor_to_property("s:Sa5countSivg"), "s:Sa5countSivp")
        self.assertEqual(lint.accessor_to_property("s:SDyq_Sgxcig"), "s:SDyq_Sgxcip")
        self.assertEqual(lint.accessor_to_property("s:4main1SV1xSivsZ"), "s:4main1SV1xSivpZ")


class SwiftSourceTests(unittest.TestCase):
    SOURCE = textwrap.dedent("""\
        #if !canImport(CoreGraphics)
        let a = 1
        #elseif os(iOS)
        let b = 2
        #else
        let c = 3
        #endif
        func f() {
          if #available(macOS 15, iOS 18, *), let s = g() {
            use(s) // "a { in a comment
          } else {
            old("a } in a string \\(x.map { $0 })")
          }
          guard #available(macOS 14.0, *) else { return }
          after()
        }
        @available(macOS 15, iOS 18, *)
        public func h(x: Int = { 1 }()) -> Int {
          return 2
        }
        @available(iOS, unavailable)
        var i: Int { 3 }
        let j = 4
        extension X {
          @available(macOS 15, *)
          func requirement()
          func other() { body() }
        }
        func k() {
          if #unavailable(macOS 15) { a() } else if q { b() } else { c() }
          while #available(iOS 17, *) { d() }
        }
        let é = "é"; let l = m()
        """)

    def setUp(self):
        self.context = lint.SwiftSourceContext(self.SOURCE.encode())
        self.lines = self.SOURCE.split("\n")

    def at(self, line, word, platform="macOS", nth=0):
        text = self.lines[line - 1]
        index = -1
        for _ in range(nth + 1):
            index = text.index(word, index + 1)
        column = len(text[:index].encode()) + 1  # the index's columns are UTF-8 bytes
        return self.context.context(line, column, platform)

    def test_if_branches(self):
        self.assertEqual(self.at(2, "let", "macOS"), (False, None))  # !canImport(CoreGraphics)
        self.assertEqual(self.at(2, "let", "iOS"), (False, None))
        self.assertEqual(self.at(4, "let", "macOS"), (False, None))
        self.assertEqual(self.at(4, "let", "iOS"), (True, None))
        self.assertEqual(self.at(6, "let", "macOS"), (True, None))
        self.assertEqual(self.at(6, "let", "iOS"), (False, None))

    def test_if_available(self):
        self.assertEqual(self.at(9, "g()", "macOS"), (True, (15,)))  # later conditions count
        self.assertEqual(self.at(9, "g()", "iOS"), (True, (18,)))
        self.assertEqual(self.at(9, "if"), (True, None))
        self.assertEqual(self.at(10, "use"), (True, (15,)))
        self.assertEqual(self.at(12, "old"), (True, None))  # the else branch

    def test_guard_available(self):
        self.assertEqual(self.at(14, "return"), (True, None))
        self.assertEqual(self.at(15, "after"), (True, (14, 0)))
        self.assertEqual(self.at(15, "after", "iOS"), (True, None))
        self.assertEqual(self.at(17, "@available", "macOS"), (True, (15,)))
        self.assertEqual(self.at(23, "let"), (True, None))

    def test_available_attribute(self):
        self.assertEqual(self.at(18, "Int"), (True, (15,)))  # the signature
        self.assertEqual(self.at(19, "return", "iOS"), (True, (18,)))
        self.assertEqual(self.at(22, "3", "iOS"), (True, "unavailable"))
        self.assertEqual(self.at(22, "3", "macOS"), (True, None))
        self.assertEqual(self.at(26, "requirement"), (True, (15,)))  # no body
        self.assertEqual(self.at(27, "body"), (True, None))

    def test_unavailable_else_and_while(self):
        self.assertEqual(self.at(30, "a()"), (True, None))
        self.assertEqual(self.at(30, "b()"), (True, (15,)))
        self.assertEqual(self.at(30, "c()"), (True, (15,)))
        self.assertEqual(self.at(31, "d()", "iOS"), (True, (17,)))

    def test_utf8_columns(self):
        self.assertEqual(self.at(33, "m()"), (True, None))
        self.assertEqual(self.context.offset(33, len('let é = "é"; let l = '.encode()) + 1),
                         self.SOURCE.encode().index(b"m()"))

    def test_conditions(self):
        ev = lint.evaluate_condition
        self.assertIs(ev("canImport(UIKit)", "iOS"), True)
        self.assertIs(ev("canImport(UIKit)", "macOS"), False)
        self.assertIs(ev("canImport(Glibc)", "macOS"), False)
        self.assertIs(ev("os(Linux) || os(macOS)", "macOS"), True)
        self.assertIs(ev("os(Linux) || os(macOS)", "iOS"), False)
        self.assertIs(ev("os(iOS)", "macCatalyst"), True)
        self.assertIs(ev("targetEnvironment(macCatalyst)", "iOS"), False)
        self.assertIsNone(ev("canImport(Testing) && compiler(>=6.2)", "macOS"))
        self.assertIs(ev("canImport(Glibc) && compiler(>=6.2)", "macOS"), False)
        self.assertIs(ev("!(canImport(Darwin))", "iOS"), False)
        self.assertIsNone(ev("DEBUG", "iOS"))

    def test_availability_arguments(self):
        parse = lint.parse_availability_arguments
        self.assertEqual(parse("macOS 15, iOS 18.0, *"),
                         {"macOS": ("introduced", (15,)), "iOS": ("introduced", (18, 0))})
        self.assertEqual(parse("macOS, introduced: 13.3"), {"macOS": ("introduced", (13, 3))})
        self.assertEqual(parse("iOS, unavailable"), {"iOS": ("unavailable",)})
        self.assertEqual(parse("*, unavailable"), {"*": ("unavailable",)})
        self.assertEqual(parse('*, deprecated, renamed: "x"'), {})


def _toolchain_available():
    try:
        lint.Toolchain.find(None).index_store_library
        return shutil.which("swift") is not None
    except lint.LintError:
        return False


FIXTURE = {
    "Package.swift": """\
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Fixture",
          platforms: [.macOS(.v13), .iOS(.v16)],
          targets: [.target(name: "Fixture")]
        )
        """,
    # Line 2, column 3: String(validating:as:), macOS 15 / iOS 18.
    "Sources/Fixture/New.swift": """\
        public func decode(_ bytes: [UInt8]) -> String? {
          String(validating: bytes, as: UTF8.self)
        }
        """,
    "Sources/Fixture/Old.swift": """\
        public func old(_ bytes: [UInt8]) -> String {
          let words = String(decoding: bytes, as: UTF8.self).uppercased().split(separator: " ")
          var counts: [Substring: Int] = [:]
          for word in words { counts[word, default: 0] += 1 }
          return counts.keys.sorted().joined(separator: ",") + String(repeating: "!", count: 2)
        }
        """,
    "Sources/Fixture/Guarded.swift": """\
        import Foundation

        public func guarded(_ bytes: [UInt8]) -> String? {
          if #available(macOS 15, iOS 18, *) {
            return String(validating: bytes, as: UTF8.self)
          }
          return nil
        }

        @available(macOS 15, iOS 18, *)
        public func newer(_ b: [UInt8]) -> String? { String(validating: b, as: UTF8.self) }

        public func callsNewer() -> String? { newer([]) }

        public func language() -> String? { Locale.current.languageCode }

        #if !canImport(CoreGraphics)
        public func linuxOnly(_ b: [UInt8]) -> String? { String(validating: b, as: UTF8.self) }
        #endif

        @available(macOS 10.15, iOS 13, *)
        public func sum(_ stream: AsyncStream<Int>) async -> Int {
          var total = 0
          for await value in stream { total += value }
          return total
        }
        """,
}

NEW_API_ERROR = ("Sources/Fixture/New.swift:2:3: error: 'init(validating:as:)' is only available "
                 "in macOS 15.0 / iOS 18.0 or newer; the package supports macOS 13 / iOS 16")


@unittest.skipUnless(_toolchain_available(), "no Swift toolchain with libIndexStore")
class EndToEndTests(unittest.TestCase):
    """One build of a tiny fixture package, then the lint on its index store."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp(prefix="availability-lint-fixture-")
        cls.package = os.path.join(cls.tmp, "Fixture")
        for path, text in FIXTURE.items():
            full = os.path.join(cls.package, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(textwrap.dedent(text))
        build = subprocess.run(["swift", "build", "--package-path", cls.package],
                               capture_output=True, text=True)
        if build.returncode != 0:
            raise AssertionError(f"the fixture does not build:\n{build.stdout}\n{build.stderr}")
        # The symbol graph tables are keyed by toolchain and module; this package's cache is
        # shared so that the tests extract them at most once.
        cls.cache = os.path.join(REPO, ".build", "availability-lint-cache")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def run_lint(self, *args):
        return subprocess.run([sys.executable, SCRIPT, "--cache-dir", self.cache, *args],
                              cwd=self.package, capture_output=True, text=True)

    def test_new_api_is_flagged_at_its_line_and_column(self):
        result = self.run_lint()
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn(NEW_API_ERROR, result.stdout.splitlines())

    def test_old_apis_are_clean(self):
        result = self.run_lint()
        self.assertFalse([line for line in result.stdout.splitlines()
                          if line.startswith("Sources/Fixture/Old.swift")], result.stdout)

    def test_availability_contexts_own_declarations_and_deprecations(self):
        lines = self.run_lint().stdout.splitlines()
        guarded = [line for line in lines if line.startswith("Sources/Fixture/Guarded.swift")]
        self.assertEqual(guarded, [
            "Sources/Fixture/Guarded.swift:13:39: error: 'newer(_:)' is only available in "
            "macOS 15 / iOS 18 or newer; the package supports macOS 13 / iOS 16",
            "Sources/Fixture/Guarded.swift:15:52: warning: 'languageCode' is deprecated in "
            "macOS 13.0 / iOS 16.0: renamed to 'language.languageCode.identifier'; the package "
            "supports macOS 13 / iOS 16",
            # The implicit next(isolation:) of a for-await loop: not an error (see the script).
            "Sources/Fixture/Guarded.swift:24:3: note: 'next(isolation:)' is only available in "
            "macOS 15.0 / iOS 18.0 or newer; the package supports macOS 13 / iOS 16 (in implicit "
            "code); for this deployment target a for-await loop calls next() instead, as the "
            "compiler does when next(isolation:) is not available",
        ])
        summary = lines[-1]
        self.assertRegex(summary, r"^availability-lint: 2 errors, 1 warning, 1 note against "
                                  r"macOS 13 / iOS 16; 3 files: [1-9]\d* references? \(\d+ "
                                  r"symbols?\) checked against Apple availability data, "
                                  r"[1-9]\d* references \(\d+ symbols\) had none; ")
        self.assertIn("3 covered by #available/@available/#if", summary)

    def test_overrides_and_a_clean_run(self):
        result = self.run_lint("--macos", "15", "--ios", "18.0")
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertNotIn("error:", result.stdout)
        self.assertIn("against macOS 15 / iOS 18.0;", result.stdout)
        only_ios = self.run_lint("--ios", "18")
        self.assertEqual(only_ios.returncode, 1)
        self.assertIn("Sources/Fixture/New.swift:2:3: error: 'init(validating:as:)' is only "
                      "available in macOS 15.0 or newer; the package supports macOS 13",
                      only_ios.stdout)

    def test_deterministic(self):
        self.assertEqual(self.run_lint().stdout, self.run_lint().stdout)

    def test_missing_index_store(self):
        result = self.run_lint(os.path.join(self.tmp, "no-such-store"))
        self.assertEqual(result.returncode, 2)
        self.assertIn("run `swift build` first", result.stderr)
        self.assertEqual(result.stdout, "")


if __name__ == "__main__":
    unittest.main()
