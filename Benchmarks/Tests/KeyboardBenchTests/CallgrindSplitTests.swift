import Testing

@testable import keyboard_bench

struct CallgrindSplitTests {
  /// KeyboardCore's `show` calls `swift_retain` (100 instructions) and the host's `frame`
  /// getter, which calls `swift_retain` too (300) and `malloc` once; `$sSa6append` (the standard
  /// library) is called by KeyboardCore only and calls `malloc` twice.
  static let profile = """
    # callgrind format
    version: 1
    positions: line
    events: Ir
    summary: 1000

    ob=(1) /bench
    fn=(1) $s12KeyboardCore4showyyF
    0 100
    cfn=(2) swift_retain
    calls=1 0
    0 100
    cfn=(3) $s16KeyboardHeadless0B4ViewC5frameSo6CGRectVvg
    calls=1 0
    0 550
    cfn=(4) $sSa6appendyyxnF
    calls=2 0
    0 250

    fn=(3)
    0 50
    cfn=(2)
    calls=3 0
    0 300
    cfn=(5) malloc
    calls=1 0
    0 200

    fn=(4)
    0 50
    cfn=(5)
    calls=2 0
    0 200

    fn=(2)
    0 400

    fn=(5)
    0 400
    cfn=(6) _int_malloc
    calls=3 0
    0 0
    """

  @Test func readsSelfCostsAndCallEdgesWithCompressedNames() {
    let profile = CallgrindProfile(text: Self.profile)
    #expect(profile.total == 1000)
    #expect(profile.selfCost["swift_retain"] == 400)
    let edge = CallgrindProfile.Edge(
      caller: "$s16KeyboardHeadless0B4ViewC5frameSo6CGRectVvg", callee: "swift_retain")
    #expect(profile.calls[edge]?.count == 3)
    #expect(profile.calls[edge]?.inclusive == 300)
  }

  @Test func chargesLibraryInstructionsToTheirCallersInProportion() {
    let split = CostAttribution(CallgrindProfile(text: Self.profile))
    // KeyboardCore: its own 100, a quarter of swift_retain (100 of 400), the standard library's
    // append (50) and the mallocs append made (half of malloc's 400).
    let keyboardLift: Double = 100 + 100 + 50 + 200
    #expect(split.byOwner[.keyboardLift]?.rounded() == keyboardLift)
    // The host: its own 50, three quarters of swift_retain, the other half of malloc.
    let host: Double = 50 + 300 + 200
    #expect(split.byOwner[.host]?.rounded() == host)
    #expect(split.byOwner[.unattributed] == 0)
  }

  @Test func countsAllocationsOnceAndChargesThemByCallCount() {
    let profile = CallgrindProfile(text: Self.profile)
    let allocations = AllocationCount(profile)
    #expect(allocations.count == 3)  // malloc → _int_malloc is inside the allocator
    let split = CostAttribution(profile, costs: allocations.byCaller, weighting: .callCount)
    #expect(split.byOwner[.keyboardLift]?.rounded() == 2)
    #expect(split.byOwner[.host]?.rounded() == 1)
  }

  @Test func readsTheModuleOfASwiftSymbol() {
    #expect(CodeOwner.swiftModule(of: "$s12KeyboardCore4showyyF") == "KeyboardCore")
    #expect(CodeOwner.of(symbol: "$s20KeyboardScrollAdjust0B8AdjusterC") == .keyboardLift)
    #expect(CodeOwner.of(symbol: "$s16KeyboardHeadless0B4ViewC") == .host)
    #expect(CodeOwner.of(symbol: "$sSa6appendyyxnF") == nil)
    #expect(CodeOwner.of(symbol: "malloc") == nil)
  }
}
