import Foundation
import KeyboardCore

extension RecordSummary {
  /// The summary of a dispatch record, numbers rounded to 1/1000.
  init(_ record: DispatchRecord) {
    self.init(
      action: record.action.rawValue, reason: record.reason?.rawValue,
      adjusters: record.finalGeometry == nil ? nil : record.adjusters.map(\.rawValue),
      geometry: record.finalGeometry.map(GeometrySummary.init),
      explanations: record.explanations.map(ExplanationSummary.init))
  }
}

extension GeometrySummary {
  /// The summary of measured geometry.
  init(_ geometry: AvoidanceGeometry) {
    self.init(
      fieldFrame: Rect(geometry.fieldFrame), keyboardTop: geometry.keyboardTop.snapshotRounded,
      topGuide: geometry.topGuide.snapshotRounded, distance: geometry.distance.snapshotRounded,
      need: geometry.need.snapshotRounded, room: geometry.room.snapshotRounded,
      lift: geometry.lift.snapshotRounded)
  }
}

extension ExplanationSummary {
  /// The summary of an explanation.
  init(_ explanation: Explanation) {
    // Made at its size, not grown at every value.
    var values = [String: Double](minimumCapacity: explanation.values.count)
    for value in explanation.values {
      values[value.name] = Double(CGFloat(value.value).snapshotRounded)
    }
    self.init(
      source: explanation.source?.rawValue ?? "core", topic: explanation.topic,
      message: explanation.message, values: values, text: explanation.description)
  }
}
