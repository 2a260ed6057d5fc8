import KeyboardTrace
import Testing

/// ``TraceRecordingError`` is a struct with a `code`, as KeyboardCore's errors are: a new reason
/// can be added without breaking a `switch` that has a `default` branch.
@Suite struct TraceRecordingErrorTests {
  @Test func aTraceRecordingErrorCarriesItsCodeAndReason() {
    #expect(TraceRecordingError.noTrace.code == .noTrace)
    #expect(TraceRecordingError.noTrace.reason == nil)
    let failed = TraceRecordingError.writeFailed("disk full")
    #expect(failed.code == .writeFailed)
    #expect(failed.reason == "disk full")
    #expect(failed.description == "the trace could not be written: disk full")
    #expect(
      TraceRecordingError.encodingFailed("bad").description
        == "the trace could not be encoded as JSON: bad")
    #expect(
      TraceRecordingError.noTrace.description
        == "there is no trace: none was started, or it was already handed out")
  }
}
