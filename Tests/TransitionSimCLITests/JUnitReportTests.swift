import Foundation
import Testing

// The command-line tool's tests run processes: macOS and Linux only (not an iOS test target).
#if os(macOS) || os(Linux)

  /// The JUnit report of `transition-sim check --junit`, read by a real consumer (the `junitparser`
  /// library that CI tools' plugins build on) and validated against the common JUnit XML schema
  /// (the Ant/Jenkins format GitLab and GitHub's reporters read), both through Python.
  ///
  /// `.ci/run` installs Debian's `python3-junitparser` and `python3-lxml`; without them the tests
  /// are skipped with a message.
  @Suite struct JUnitReportTests {
    /// A Python that imports `module`, if any.
    static func python(with module: String) -> String? {
      ["/usr/bin/python3", "python3"].first { python in
        (try? runExecutable(
          URL(fileURLWithPath: "/usr/bin/env"), [python, "-c", "import \(module)"]))?
          .status == 0
      }
    }
    static let junitparser = python(with: "junitparser")
    static let lxml = python(with: "lxml.etree")

    /// The common JUnit XML schema, written from its documented structure: `<testsuites>` of
    /// `<testsuite name tests …>` of `<testcase name classname time …>`, whose children come in
    /// the order skipped, error, failure, system-out, system-err.
    static let schema = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
        <xs:complexType name="outcome">
          <xs:simpleContent>
            <xs:extension base="xs:string">
              <xs:attribute name="message" type="xs:string"/>
              <xs:attribute name="type" type="xs:string"/>
            </xs:extension>
          </xs:simpleContent>
        </xs:complexType>
        <xs:element name="testsuites">
          <xs:complexType>
            <xs:sequence><xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
            <xs:attribute name="name" type="xs:string"/>
            <xs:attribute name="tests" type="xs:nonNegativeInteger"/>
            <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
            <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
            <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
            <xs:attribute name="disabled" type="xs:nonNegativeInteger"/>
            <xs:attribute name="time" type="xs:decimal"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="testsuite">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="properties" minOccurs="0">
                <xs:complexType><xs:sequence>
                  <xs:element name="property" minOccurs="0" maxOccurs="unbounded">
                    <xs:complexType>
                      <xs:attribute name="name" type="xs:string" use="required"/>
                      <xs:attribute name="value" type="xs:string" use="required"/>
                    </xs:complexType>
                  </xs:element>
                </xs:sequence></xs:complexType>
              </xs:element>
              <xs:element ref="testcase" minOccurs="0" maxOccurs="unbounded"/>
              <xs:element name="system-out" type="xs:string" minOccurs="0"/>
              <xs:element name="system-err" type="xs:string" minOccurs="0"/>
            </xs:sequence>
            <xs:attribute name="name" type="xs:string" use="required"/>
            <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
            <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
            <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
            <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
            <xs:attribute name="disabled" type="xs:nonNegativeInteger"/>
            <xs:attribute name="time" type="xs:decimal"/>
            <xs:attribute name="timestamp" type="xs:string"/>
            <xs:attribute name="hostname" type="xs:string"/>
            <xs:attribute name="id" type="xs:string"/>
            <xs:attribute name="package" type="xs:string"/>
            <xs:attribute name="file" type="xs:string"/>
          </xs:complexType>
        </xs:element>
        <xs:element name="testcase">
          <xs:complexType>
            <xs:sequence>
              <xs:element name="skipped" type="outcome" minOccurs="0"/>
              <xs:element name="error" type="outcome" minOccurs="0" maxOccurs="unbounded"/>
              <xs:element name="failure" type="outcome" minOccurs="0" maxOccurs="unbounded"/>
              <xs:element name="system-out" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
              <xs:element name="system-err" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
            </xs:sequence>
            <xs:attribute name="name" type="xs:string" use="required"/>
            <xs:attribute name="classname" type="xs:string"/>
            <xs:attribute name="time" type="xs:decimal"/>
            <xs:attribute name="file" type="xs:string"/>
            <xs:attribute name="line" type="xs:nonNegativeInteger"/>
            <xs:attribute name="assertions" type="xs:nonNegativeInteger"/>
            <xs:attribute name="status" type="xs:string"/>
          </xs:complexType>
        </xs:element>
      </xs:schema>
      """

    /// A report with a passing scenario, a golden mismatch with its artefacts, a missing golden
    /// and an unreadable file, written in `folder`.
    func report(in folder: URL) throws -> (path: String, broken: String) {
      let goldens = folder.appendingPathComponent("goldens")
      _ = try CheckArtifactsTests.recordShiftedGolden(in: goldens)
      let broken = folder.appendingPathComponent("broken.json").path
      try Data("{".utf8).write(to: URL(fileURLWithPath: broken))
      let report = folder.appendingPathComponent("report.xml").path
      _ = try runTransitionSim(
        [
          "check", CheckSuiteTests.grid, CheckSuiteTests.sections, broken, "--golden",
          goldens.path, "--record", "never", "--artifacts",
          folder.appendingPathComponent("out").path,
          "--junit", report, "--jobs", "2",
        ])
      return (report, broken)
    }

    func temporaryFolder() throws -> URL { try makeTemporaryFolder("transition-sim-junit") }

    @Test(.enabled(if: junitparser != nil, "junitparser is not installed: the report is not read"))
    func junitparserReadsEveryCase() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let (report, broken) = try report(in: folder)
      let script = """
        import sys
        from junitparser import JUnitXml, Failure, Error
        xml = JUnitXml.fromfile(sys.argv[1])
        for suite in xml:
            print(suite.name, suite.tests, suite.failures, suite.errors, suite.skipped)
            for case in suite:
                kinds = [type(r).__name__ + ':' + (r.message or '').split(': ')[0] for r in case.result]
                out = (case.system_out or '').count('[[ATTACHMENT|')
                print(case.classname, '|', case.name, '|', ','.join(kinds), '|', out)
        """
      let python = try #require(Self.junitparser)
      let parsed = try runExecutable(
        URL(fileURLWithPath: "/usr/bin/env"), [python, "-c", script, report])
      #expect(parsed.status == 0, "\(parsed.stderr)")
      let lines = parsed.stdout.split(separator: "\n").map(String.init)
      #expect(lines.count == 4, "\(parsed.stdout)")
      #expect(lines.first == "transition-sim check 3 2 1 0")
      let grid = CheckSuiteTests.grid
      #expect(
        lines.dropFirst().first
          == "transition-sim check | flow-grid-batch | Failure:\(grid) | 4")
      #expect(
        lines.dropFirst(2).first?.hasPrefix("transition-sim check | flow-sections | Failure:")
          == true
      )
      // "{" ends at line 1, column 2.
      #expect(lines.last == "transition-sim check | broken | Error:\(broken):1:2 | 0")
    }

    @Test(.enabled(if: lxml != nil, "lxml is not installed: the report is not validated"))
    func theReportValidatesAgainstTheJUnitSchema() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let (report, _) = try report(in: folder)
      let schemaPath = folder.appendingPathComponent("junit.xsd").path
      try Data(Self.schema.utf8).write(to: URL(fileURLWithPath: schemaPath))
      let script = """
        import sys
        from lxml import etree
        schema = etree.XMLSchema(etree.parse(sys.argv[1]))
        for path in sys.argv[2:]:
            document = etree.parse(path)
            if not schema.validate(document):
                print(path, schema.error_log)
                sys.exit(1)
        print('valid')
        """
      // A document the schema must refuse, so that the validation cannot pass by accident: a test
      // case without its name, a failure before an error.
      let invalid = folder.appendingPathComponent("invalid.xml").path
      try Data(
        "<testsuites><testsuite name=\"s\" tests=\"1\"><testcase><failure/><error/></testcase></testsuite></testsuites>"
          .utf8
      ).write(to: URL(fileURLWithPath: invalid))
      let python = try #require(Self.lxml)
      let valid = try runExecutable(
        URL(fileURLWithPath: "/usr/bin/env"), [python, "-c", script, schemaPath, report])
      #expect(valid.status == 0 && valid.stdout == "valid\n", "\(valid.stdout)\(valid.stderr)")
      let refused = try runExecutable(
        URL(fileURLWithPath: "/usr/bin/env"), [python, "-c", script, schemaPath, invalid])
      #expect(refused.status == 1)
    }
  }

#endif  // os(macOS) || os(Linux)
