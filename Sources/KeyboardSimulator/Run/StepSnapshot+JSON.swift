import Foundation
import KeyboardCore

// The snapshot types' JSON, built directly (see JSONRepresentable): member for member what
// their synthesized `Encodable` conformances write.

extension StepSnapshot: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    var members = try jsonMembersButElements()
    members["elements"] = try .array(of: elements)
    return .object(members)
  }

  /// The members of ``jsonValue()`` but `elements` (which ``JSONRunStream`` writes from the
  /// previous snapshot's when they are unchanged); `screen` and `ledgerChanges` are `null` when
  /// `withoutScreen` and `withoutLedgerChanges` (the stream writes them from the previous
  /// snapshot's text too).
  func jsonMembersButElements(withoutScreen: Bool = false, withoutLedgerChanges: Bool = false)
    throws(NonFiniteJSONNumber) -> [String: JSONValue]
  {
    var members: [String: JSONValue] = [
      "index": .integer(index), "stepID": .string(stepID), "event": .string(event),
      "time": try .finite(time), "screen": try withoutScreen ? .null : screen.jsonValue(),
      "movedDistance": try .finite(movedDistance), "isSessionOpen": .bool(isSessionOpen),
      "ledgerEntries": .integer(ledgerEntries),
      "ledgerChanges": try withoutLedgerChanges ? .null : .array(of: ledgerChanges),
      "chosenScrollViews": .strings(chosenScrollViews), "records": try .array(of: records),
      "log": .strings(log), "notes": .strings(notes), "violations": try .array(of: violations),
    ]
    if let note { members["note"] = .string(note) }
    try members.setIfPresent("keyboard", keyboard)
    if let focusedID { members["focusedID"] = .string(focusedID) }
    try members.setIfPresent("gap", gap)
    try members.setIfPresent("root", root)
    return members
  }
}

extension ScreenState: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object([
      "device": .string(device), "screenBounds": try screenBounds.jsonValue(),
      "windowFrame": try windowFrame.jsonValue(), "safeArea": try safeArea.jsonValue(),
      "orientation": .string(orientation.rawValue),
      "statusBarHeight": try .finite(statusBarHeight),
    ])
  }
}

extension KeyboardState: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object([
      "frame": try frame.jsonValue(), "top": try .finite(top), "covered": try .finite(covered),
    ])
  }
}

extension GapState: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object([
      "fieldID": .string(fieldID), "gap": try .finite(gap), "distance": try .finite(distance),
    ])
  }
}

extension RootState: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object([
      "controllerID": .string(controllerID), "viewID": .string(viewID),
      "originY": try .finite(originY), "capturedOriginY": try .finite(capturedOriginY),
    ])
  }
}

extension ElementState: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(id), "type": .string(type), "frame": try frame.jsonValue(),
      "frameInSuperview": try frameInSuperview.jsonValue(), "isTextInput": .bool(isTextInput),
      "isHidden": .bool(isHidden),
    ]
    if let parentID { members["parentID"] = .string(parentID) }
    if let controllerID { members["controllerID"] = .string(controllerID) }
    try members.setIfPresent("visibleFrame", visibleFrame)
    if let label { members["label"] = .string(label) }
    try members.setIfPresent("scroll", scroll)
    return .object(members)
  }
}

extension ElementState {
  /// ``jsonValue()``'s text as `formatter` writes it at `indent` (its first line indented by
  /// the caller), written without building it: `keyboard-sim --json` writes each element that changed
  /// (≈ 2 a step of the sign-up scenario), and building its `JSONValue` (a dictionary a level,
  /// every key hashed), then sorting each level's keys and measuring each level again as the
  /// formatter does, cost ≈ 60k instructions an element.
  ///
  /// The line decisions are the formatter's: an element never fits on one line (its two frames
  /// alone take 114 characters: `{"frame": {"height": 0, "width": 0, "x": 0, "y": 0}, ` and the
  /// same for `frameInSuperview`), nor does its scroll state (its first three members take 138),
  /// so both are written one member a line, in key order; a rectangle, point, size or insets
  /// goes on one line when it fits (``JSONFormatter/writeNumbers(_:indent:lead:into:)``).
  /// `SnapshotJSONTests` and `StreamingOutputTests` compare the streamed output with the whole
  /// run's, formatted from `JSONValue`s, on every bundled scenario and regression file.
  func jsonText(with formatter: JSONFormatter, indent: Int) throws(NonFiniteJSONNumber)
    -> [UInt8]
  {
    guard formatter.width < 114 else {
      var text: [UInt8] = []
      formatter.write(try jsonValue(), indent: indent, lead: 0, into: &text)
      return text
    }
    var lines = MemberLines(formatter: formatter, indent: indent)
    if let controllerID { lines.string("controllerID", controllerID) }
    try lines.numbers("frame", frame.jsonMembers)
    try lines.numbers("frameInSuperview", frameInSuperview.jsonMembers)
    lines.string("id", id)
    lines.bool("isHidden", isHidden)
    lines.bool("isTextInput", isTextInput)
    if let label { lines.string("label", label) }
    if let parentID { lines.string("parentID", parentID) }
    if let scroll {
      lines.start("scroll")
      var scrollLines = MemberLines(formatter: formatter, indent: indent + 2)
      try scrollLines.numbers("contentInset", scroll.contentInset.jsonMembers)
      try scrollLines.numbers("contentOffset", scroll.contentOffset.jsonMembers)
      try scrollLines.numbers("contentSize", scroll.contentSize.jsonMembers)
      try scrollLines.numbers("indicatorInsets", scroll.indicatorInsets.jsonMembers)
      try scrollLines.number("maximumValidOffsetY", scroll.maximumValidOffsetY)
      scrollLines.bool("restoresContentOffset", scroll.restoresContentOffset)
      lines.append(scrollLines.finish())
    }
    lines.string("type", type)
    if let visibleFrame { try lines.numbers("visibleFrame", visibleFrame.jsonMembers) }
    return lines.finish()
  }
}

/// An object written one member a line, in the order its members are given (their keys'
/// order), as ``JSONFormatter`` writes one that does not fit on a line.
private struct MemberLines {
  let formatter: JSONFormatter
  /// The object's indentation.
  let indent: Int
  /// The text so far.
  private var bytes: [UInt8] = [UInt8(ascii: "{")]
  /// How many members were started.
  private var count = 0

  /// Starts an object at `indent`.
  init(formatter: JSONFormatter, indent: Int) {
    self.formatter = formatter
    self.indent = indent
  }

  /// Appends `text` to the member started last: its value.
  mutating func append(_ text: [UInt8]) { bytes += text }

  /// Starts the line of the member `key`; returns the lead of its value.
  @discardableResult
  mutating func start(_ key: String) -> Int {
    defer { count += 1 }
    return JSONFormatter.startMemberLine(key, index: count, indent: indent + 2, into: &bytes)
  }

  mutating func string(_ key: String, _ value: String) {
    start(key)
    JSONFormatter.writeQuoted(value, into: &bytes)
  }

  mutating func bool(_ key: String, _ value: Bool) {
    start(key)
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
  }

  mutating func number(_ key: String, _ value: CGFloat) throws(NonFiniteJSONNumber) {
    guard value.isFinite else { throw NonFiniteJSONNumber(value: Double(value)) }
    start(key)
    JSONFormatter.writeNumber(Double(value), into: &bytes)
  }

  /// A member whose value is an object of numbers, `members` in key order.
  mutating func numbers(_ key: String, _ members: [(key: String, value: CGFloat)])
    throws(NonFiniteJSONNumber)
  {
    var values: [(key: String, value: Double)] = []
    values.reserveCapacity(members.count)
    for member in members {
      guard member.value.isFinite else { throw NonFiniteJSONNumber(value: Double(member.value)) }
      values.append((member.key, Double(member.value)))
    }
    let lead = start(key)
    formatter.writeNumbers(values, indent: indent + 2, lead: lead, into: &bytes)
  }

  /// Closes the object; returns the text.
  consuming func finish() -> [UInt8] {
    JSONFormatter.endLines(UInt8(ascii: "}"), indent: indent, into: &bytes)
    return bytes
  }
}

extension Rect {
  /// The members of ``jsonValue()``, in key order.
  var jsonMembers: [(key: String, value: CGFloat)] {
    [("height", height), ("width", width), ("x", x), ("y", y)]
  }
}

extension Point {
  /// The members of ``jsonValue()``, in key order.
  var jsonMembers: [(key: String, value: CGFloat)] { [("x", x), ("y", y)] }
}

extension Size {
  /// The members of ``jsonValue()``, in key order.
  var jsonMembers: [(key: String, value: CGFloat)] { [("height", height), ("width", width)] }
}

extension EdgeInsets {
  /// The members of ``jsonValue()``, in key order.
  var jsonMembers: [(key: String, value: CGFloat)] {
    [("bottom", bottom), ("left", left), ("right", right), ("top", top)]
  }
}

extension ScrollState: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object([
      "contentOffset": try contentOffset.jsonValue(), "contentSize": try contentSize.jsonValue(),
      "contentInset": try contentInset.jsonValue(),
      "indicatorInsets": try indicatorInsets.jsonValue(),
      "restoresContentOffset": .bool(restoresContentOffset),
      "maximumValidOffsetY": try .finite(maximumValidOffsetY),
    ])
  }
}

extension RecordSummary: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    var members: [String: JSONValue] = [
      "action": .string(action), "explanations": try .array(of: explanations),
    ]
    if let reason { members["reason"] = .string(reason) }
    if let adjusters { members["adjusters"] = .strings(adjusters) }
    try members.setIfPresent("geometry", geometry)
    return .object(members)
  }
}

extension GeometrySummary: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object([
      "fieldFrame": try fieldFrame.jsonValue(), "keyboardTop": try .finite(keyboardTop),
      "topGuide": try .finite(topGuide), "distance": try .finite(distance),
      "need": try .finite(need), "room": try .finite(room), "lift": try .finite(lift),
    ])
  }
}

extension ExplanationSummary: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    var numbers: [String: JSONValue] = [:]
    for (name, value) in values { numbers[name] = try .finite(value) }
    return .object([
      "source": .string(source), "topic": .string(topic), "message": .string(message),
      "values": .object(numbers), "text": .string(text),
    ])
  }
}

extension LedgerChangeState: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object([
      "id": .string(id), "property": .string(property), "original": try original.jsonValue(),
      "current": try current.jsonValue(), "writers": .strings(writers),
    ])
  }
}

extension ChangedValue: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    switch self {
    case .point(let point): try point.jsonValue()
    case .insets(let insets): try insets.jsonValue()
    case .number(let number): try .finite(number)
    case .text(let text): .string(text)
    }
  }
}

extension InvariantViolation: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object(["invariant": .string(invariant.rawValue), "message": .string(message)])
  }
}

extension Rect: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object([
      "x": try .finite(x), "y": try .finite(y), "width": try .finite(width),
      "height": try .finite(height),
    ])
  }
}

extension Point: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object(["x": try .finite(x), "y": try .finite(y)])
  }
}

extension Size: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object(["width": try .finite(width), "height": try .finite(height)])
  }
}

extension EdgeInsets: JSONRepresentable {
  func jsonValue() throws(NonFiniteJSONNumber) -> JSONValue {
    .object([
      "top": try .finite(top), "left": try .finite(left), "bottom": try .finite(bottom),
      "right": try .finite(right),
    ])
  }
}
