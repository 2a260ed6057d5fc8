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
