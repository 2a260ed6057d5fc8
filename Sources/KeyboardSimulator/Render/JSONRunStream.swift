import Foundation

/// A run written as JSON one snapshot at a time, exactly as ``JSONRunRenderer`` writes it
/// whole, so `keyboard-sim --json` need not keep a run's snapshots (at 10,000 steps they held
/// ≈ 0.8 GB). A run object never fits on one line, nor does its snapshot list, so both are
/// written one member per line, the run's other members around the list in key order.
@MainActor
struct JSONRunStream {
  /// What a snapshot that cannot be encoded is written as (the renderer writes the whole run
  /// as such an object; here the snapshots before it are already written).
  static let encodingError = "{\"error\": \"the snapshot could not be encoded as JSON\"}"

  private let formatter = JSONFormatter()
  /// The indentation of the run object.
  private let indent: Int
  private let write: (String) -> Void
  /// Where a snapshot's text goes as bytes, when the output takes them: made a `String` only to
  /// be written out as bytes again, each snapshot's text was checked to be valid UTF-8 (≈ 65k
  /// instructions a step of the sign-up scenario, 5 % of a `--json` run).
  private let writeBytes: (([UInt8]) -> Void)?
  /// The run's members that come after `snapshots`, in key order.
  private let membersAfter: [(key: String, value: JSONValue)]
  private var snapshotCount = 0
  /// Each element of the previous snapshot with its text, in order. An element unchanged since
  /// that snapshot (in the sign-up scenario, 82 % of them) is written from there, neither built
  /// as a `JSONValue` nor formatted again: ≈ 0.5M of a step's 1.86M instructions.
  private var previousElements: [(state: ElementState, text: [UInt8])] = []
  /// The last screen written and its text, written again for an equal screen (most steps)
  /// without building or formatting it: ≈ 30k instructions a step.
  private var previousScreen: (state: ScreenState, text: [UInt8])?
  /// The last ledger changes written and their text, as ``previousScreen``.
  private var previousLedgerChanges: (state: [LedgerChangeState], text: [UInt8])?

  /// Starts the run object of `header` (a run whose snapshots are not in it) at `indent`, its
  /// first line already indented by the caller, and writes its members up to the snapshots;
  /// the snapshots' text goes to `writeBytes` as UTF-8 when it is given, else to `write`.
  init(
    header: ScenarioRun, indent: Int, write: @escaping (String) -> Void,
    writeBytes: (([UInt8]) -> Void)? = nil
  ) {
    self.indent = indent
    self.write = write
    self.writeBytes = writeBytes
    var members: [String: JSONValue] = [:]
    if case .object(let encoded)? = try? JSONValueEncoder().encode(header) { members = encoded }
    members["snapshots"] = nil
    let sorted = members.sorted { $0.key < $1.key }
    membersAfter = sorted.filter { $0.key > "snapshots" }
    var text = "{\n"
    for (key, value) in sorted where key < "snapshots" {
      text += member(key, value)
      text += ",\n"
    }
    text += pad(indent + 2) + JSONFormatter.quote("snapshots") + ": ["
    write(text)
  }

  /// Writes the next snapshot.
  mutating func add(_ snapshot: StepSnapshot) {
    var bytes = Array((snapshotCount == 0 ? "\n" : ",\n").utf8)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 4))
    let start = bytes.count
    do {
      try json(of: snapshot, indent: indent + 4, into: &bytes)
    } catch {
      bytes.removeSubrange(start...)
      bytes.append(contentsOf: Self.encodingError.utf8)
    }
    snapshotCount += 1
    if let writeBytes {
      writeBytes(bytes)
    } else {
      write(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Appends the text of `snapshot` at `indent` to `bytes`, as the formatter writes its
  /// `jsonValue()`.
  private mutating func json(of snapshot: StepSnapshot, indent: Int, into bytes: inout [UInt8])
    throws(NonFiniteJSONNumber)
  {
    // A member's text taken again only when it spans lines: the snapshot then cannot fit on
    // one line either, which is known without measuring the member.
    let newLine = UInt8(ascii: "\n")
    var screenText: [UInt8]?
    if let previous = previousScreen, previous.state == snapshot.screen,
      previous.text.contains(newLine)
    {
      screenText = previous.text
    }
    var ledgerChangesText: [UInt8]?
    if let previous = previousLedgerChanges, previous.state == snapshot.ledgerChanges,
      previous.text.contains(newLine)
    {
      ledgerChangesText = previous.text
    }
    var members = try snapshot.jsonMembersButElements(
      withoutScreen: screenText != nil, withoutLedgerChanges: ledgerChangesText != nil)
    // Its other members alone never fit on one line (its screen is longer), so it is written
    // one member a line; were they to fit, the whole snapshot is formatted as any value.
    guard
      screenText != nil || ledgerChangesText != nil
        || !formatter.fitsOnOneLine(.object(members), indent: indent, lead: 0)
    else {
      members["elements"] = try .array(of: snapshot.elements)
      formatter.write(.object(members), indent: indent, lead: 0, into: &bytes)
      return
    }
    let elements = try elementTexts(snapshot.elements, indent: indent + 4)
    members["elements"] = .null  // in its place among the keys; written from `elements`
    bytes.append(UInt8(ascii: "{"))
    for (index, (key, value)) in JSONFormatter.sorted(members).enumerated() {
      let lead = JSONFormatter.startMemberLine(key, index: index, indent: indent + 2, into: &bytes)
      let start = bytes.count
      switch key {
      case "elements": writeArray(of: elements, indent: indent + 2, lead: lead, into: &bytes)
      case "screen" where screenText != nil: bytes.append(contentsOf: screenText ?? [])
      case "ledgerChanges" where ledgerChangesText != nil:
        bytes.append(contentsOf: ledgerChangesText ?? [])
      default:
        formatter.write(value, indent: indent + 2, lead: lead, into: &bytes)
        if key == "screen" { previousScreen = (snapshot.screen, Array(bytes[start...])) }
        if key == "ledgerChanges" {
          previousLedgerChanges = (snapshot.ledgerChanges, Array(bytes[start...]))
        }
      }
    }
    JSONFormatter.endLines(UInt8(ascii: "}"), indent: indent, into: &bytes)
  }

  /// The text of each of `elements` at `indent`, taken from the previous snapshot when the
  /// element is unchanged, formatted otherwise; keeps them for the next snapshot.
  private mutating func elementTexts(_ elements: [ElementState], indent: Int)
    throws(NonFiniteJSONNumber) -> [[UInt8]]
  {
    var texts: [[UInt8]] = []
    texts.reserveCapacity(elements.count)
    var kept: [(state: ElementState, text: [UInt8])] = []
    kept.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let text: [UInt8]
      if let previous = previousText(of: element, at: index) {
        text = previous
      } else {
        text = try element.jsonText(with: formatter, indent: indent)
      }
      texts.append(text)
      kept.append((element, text))
    }
    previousElements = kept
    return texts
  }

  /// The text of an element of the previous snapshot equal to `element`, which was at `index`
  /// if the tree did not change.
  ///
  /// An equal element has the same text wherever it was: looked for at the same place first,
  /// then anywhere (a plain loop: a closure formed here checks at each call that it runs on the
  /// main actor), rather than by id in a dictionary rebuilt every step (hashing each id twice,
  /// ≈ 8k instructions a step of the sign-up scenario).
  private func previousText(of element: ElementState, at index: Int) -> [UInt8]? {
    if index < previousElements.count, previousElements[index].state == element {
      return previousElements[index].text
    }
    for previous in previousElements where previous.state == element { return previous.text }
    return nil
  }

  /// Appends the array of the elements whose texts are `texts` (each formatted at `indent + 2`)
  /// at `indent` after `lead` characters, as the formatter writes an array: on one line if it
  /// fits — every element on one line, and the whole within the width — or is empty, else one
  /// element a line.
  private func writeArray(of texts: [[UInt8]], indent: Int, lead: Int, into bytes: inout [UInt8]) {
    let newLine = UInt8(ascii: "\n")
    let inlineLength = texts.reduce(2) { $0 + $1.count } + 2 * max(texts.count - 1, 0)
    let fits =
      inlineLength <= formatter.width - indent - lead && !texts.contains { $0.contains(newLine) }
    guard !fits && !texts.isEmpty else {
      bytes.append(UInt8(ascii: "["))
      for (index, text) in texts.enumerated() {
        if index > 0 { bytes.append(contentsOf: ", ".utf8) }
        bytes.append(contentsOf: text)
      }
      bytes.append(UInt8(ascii: "]"))
      return
    }
    bytes.append(UInt8(ascii: "["))
    for (index, text) in texts.enumerated() {
      JSONFormatter.startElementLine(index: index, indent: indent + 2, into: &bytes)
      bytes.append(contentsOf: text)
    }
    JSONFormatter.endLines(UInt8(ascii: "]"), indent: indent, into: &bytes)
  }

  /// Closes the snapshot list and writes the members after it and the run's closing brace.
  func finish() {
    var text = snapshotCount == 0 ? "]" : "\n" + pad(indent + 2) + "]"
    for (key, value) in membersAfter {
      text += ",\n" + member(key, value)
    }
    text += "\n" + pad(indent) + "}"
    write(text)
  }

  private func member(_ key: String, _ value: JSONValue) -> String {
    let name = JSONFormatter.quote(key) + ": "
    var text = pad(indent + 2) + name
    formatter.write(value, indent: indent + 2, lead: name.count, into: &text)
    return text
  }

  private func pad(_ width: Int) -> String { String(repeating: " ", count: width) }
}
