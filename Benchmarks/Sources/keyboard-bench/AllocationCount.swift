/// The heap allocations in a callgrind profile: calls into the C allocator's entry points
/// (`malloc`, `calloc`, `realloc`, the aligned ones) from outside the allocator. Swift objects,
/// arrays and strings reach `malloc` through the runtime's `swift_slowAlloc`; a coroutine
/// accessor's frame reaches it directly.
struct AllocationCount {
  /// The allocator's entry points.
  static let entryPoints: Set<String> = [
    "malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign", "valloc",
  ]

  /// Allocations made by each function (its calls into an entry point).
  let byCaller: [String: Int]

  /// The number of allocations.
  var count: Int { byCaller.values.reduce(0, +) }

  /// Counts the allocations of `profile`.
  init(_ profile: CallgrindProfile) {
    var byCaller: [String: Int] = [:]
    for (edge, calls) in profile.calls
    where Self.entryPoints.contains(edge.callee) && !Self.isInsideAllocator(edge.caller) {
      byCaller[edge.caller, default: 0] += calls.count
    }
    self.byCaller = byCaller
  }

  /// Whether `function` belongs to glibc's allocator: an entry point calling another
  /// (`posix_memalign` → `_mid_memalign` → `malloc`) is one allocation, not two.
  private static func isInsideAllocator(_ function: String) -> Bool {
    entryPoints.contains(function) || function.hasPrefix("_mid_memalign")
      || function.hasPrefix("_int_") || function.hasPrefix("__libc_")
  }
}
