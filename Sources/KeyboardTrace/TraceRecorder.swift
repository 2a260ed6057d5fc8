import Foundation
import KeyboardCore

/// Records what an `ActiveConfiguration` is fed — every keyboard notification, focus change,
/// rotation, interactive pop, layout reload and settings change, with its timing — over a
/// snapshot of the screen, and writes it as a scenario file that `keyboard-sim` replays.
///
/// ```swift
/// let recorder = TraceRecorder(configuration: configuration, window: window)
/// recorder.start()
/// // … the user reproduces the bug …
/// recorder.stop()
/// let json = try recorder.jsonData()   // attach to the bug report; `keyboard-sim trace.json`
/// ```
///
/// How it works:
/// - ``start()`` snapshots the window's root controller hierarchy through the host protocols
///   (controllers by kind, views by kind with frames, scroll state and keyboard settings), as
///   the app had it before KeyboardLift changed anything (the ledger's original values), and
///   adds itself as an input observer of the configuration
///   (`ActiveConfiguration/addInputObserver(_:)`); ``stop()`` removes exactly that observer,
///   so other observers — another recorder, the app's own — keep theirs. When a keyboard is
///   already up, the trace opens with a focus and a will-show that bring the replay to the same
///   state.
/// - Each input becomes a step: a keyboard notification a `postNotification` step with its
///   userInfo values exactly as posted; begin/end editing `focus`/`blur`; a pop phase
///   `beginPop`/`cancelPop`/`finishPop`; a settings change `changeSettings`. Time between inputs
///   becomes `advance` steps, read from ``Options/clock``.
/// - Before each input, what the app itself changed since the last one is written: a new
///   window geometry (`rotate`), new frames (`setFrame`), per-view settings
///   (`changeViewSettings`), views that left the screen (`deallocate`), built-in adjusters
///   registered or removed.
/// - When an input that is not in the snapshot begins editing (a pushed screen, a new cell),
///   the recorder takes a fresh snapshot and the trace starts again from there.
///
/// A trace holds geometry, kinds, ids and settings — never the text of any field or label.
/// Numbers a scenario cannot hold (NaN, infinity, negative sizes) are written as 0, or the
/// notification holding them is left out (KeyboardLift ignores such notifications too); each
/// correction is logged as a warning and listed in ``warnings``.
@MainActor
public final class TraceRecorder {
  /// How a recorder tells time and names what it records.
  public struct Options {
    /// The scenario's name (`"name"` in the file).
    public var name: String
    /// Seconds on a monotonic clock; the gaps between inputs become `advance` steps.
    public var clock: @MainActor () -> TimeInterval
    /// The id to give a view, or `nil` for a generated one (`textField-1`). The UIKit binding
    /// uses the `accessibilityIdentifier`. Must not return text the user typed.
    public var viewName: @MainActor (any HostView) -> String?
    /// The runtime class name of a controller, or `nil` when unknown; it becomes the
    /// controller's `class` and its id (`SignUpViewController`).
    public var controllerClassName: @MainActor (any HostController) -> String?
    /// The most rows or items written per table or collection view; the rest are left out,
    /// with a warning.
    public var maximumListRows: Int

    /// Creates options; by default the clock is `ProcessInfo.systemUptime`, ids are
    /// generated and at most 500 rows are written per list.
    public init(
      name: String = "recorded-trace",
      clock: @escaping @MainActor () -> TimeInterval = { ProcessInfo.processInfo.systemUptime },
      viewName: @escaping @MainActor (any HostView) -> String? = { _ in nil },
      controllerClassName: @escaping @MainActor (any HostController) -> String? = { _ in nil },
      maximumListRows: Int = 500
    ) {
      self.name = name
      self.clock = clock
      self.viewName = viewName
      self.controllerClassName = controllerClassName
      self.maximumListRows = maximumListRows
    }
  }

  /// The configuration whose inputs are recorded.
  public let configuration: ActiveConfiguration
  /// The window snapshotted; after a fresh snapshot, the window of the input that caused it.
  public private(set) weak var window: (any HostWindow)?
  /// How the recorder tells time and names things.
  public let options: Options
  /// Whether the recorder is observing (between ``start()`` and ``stop()``).
  public private(set) var isRecording = false

  let sanitizer: TraceSanitizer
  var snapshot: TraceSnapshot?
  var steps: [TraceStep] = []
  var header: TraceHeader?
  var writtenScreen: TraceScreen?
  var writtenSettings: TraceSettings?
  var writtenAdjusters: [AdjusterIdentifier] = []
  var firstKeyboardFrame: TraceRect?
  var hasRotated = false
  /// The id of the navigation controller whose interactive pop began, until it ends.
  var poppingNavigation: String?
  var startTime: TimeInterval = 0
  var writtenTime: TimeInterval = 0
  private var observation: InputObservation?

  /// Creates a recorder for `configuration`'s inputs over `window`'s screen. It records nothing
  /// until ``start()``.
  public init(
    configuration: ActiveConfiguration, window: any HostWindow, options: Options = Options()
  ) {
    self.configuration = configuration
    self.window = window
    self.options = options
    self.sanitizer = TraceSanitizer(logger: configuration.logger)
  }

  /// What the recorder had to correct or leave out so far, oldest first (also logged as
  /// warnings).
  public var warnings: [String] { sanitizer.warnings }

  /// The number of steps recorded so far.
  public var stepCount: Int { steps.count }

  /// Snapshots the window and starts observing the configuration's inputs. A recorder started
  /// again after ``stop()`` begins a new trace, with no warnings of the last one; while
  /// recording, it does nothing.
  public func start() {
    guard !isRecording else { return }
    guard let window else {
      sanitizer.warn("the window is gone; nothing is recorded")
      return
    }
    isRecording = true
    sanitizer.reset()
    // A recorder released while recording takes its observer with it at the next input.
    var own: InputObservation?
    own = configuration.addInputObserver { [weak self, weak configuration] input in
      guard let self else {
        if let own { configuration?.removeInputObserver(own) }
        return
      }
      if self.isRecording { self.record(input) }
    }
    observation = own
    beginTrace(with: takeSnapshot(of: window), in: window)
    if let input = configuration.focusedInput, let id = snapshot?.elements.id(of: input) {
      steps.append(.focus(id).noting("already focused when the recording started"))
    }
    appendCurrentKeyboard(note: "the keyboard was up when the recording started")
  }

  /// Stops observing: removes the recorder's own input observer, and only it. The trace
  /// recorded so far stays available through ``jsonData()`` until the next ``start()``.
  public func stop() {
    guard isRecording else { return }
    isRecording = false
    if let observation { configuration.removeInputObserver(observation) }
    observation = nil
  }

  /// The trace as a scenario file: pretty-printed JSON with sorted keys.
  ///
  /// - Throws: ``TraceRecordingError/noTrace`` before the first ``start()``;
  ///   ``TraceRecordingError/encodingFailed(_:)`` if the encoder fails.
  public func jsonData() throws(TraceRecordingError) -> Data {
    guard let document = document() else { throw .noTrace }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(document)
    } catch {
      throw .encodingFailed(String(describing: error))
    }
  }

  /// A snapshot of `window` as it is now.
  func takeSnapshot(of window: any HostWindow) -> TraceSnapshot {
    TraceSnapshotter(
      ledger: configuration.ledger, settings: configuration.settings, settingKeys: settingKeys(),
      options: options, sanitizer: sanitizer
    ).snapshot(of: window)
  }

  /// Starts the trace over from `taken`, a snapshot of `window`: the timeline is emptied.
  func beginTrace(with taken: TraceSnapshot, in window: any HostWindow) {
    self.window = window
    snapshot = taken
    steps = []
    writtenScreen = taken.screen
    let settings = TraceSnapshotter.settings(
      configuration.settings, keys: settingKeys(), sanitizer: sanitizer)
    writtenSettings = settings
    writtenAdjusters = builtInAdjusters()
    header = TraceHeader(settings: settings, adjusters: writtenAdjusters)
    firstKeyboardFrame = nil
    hasRotated = false
    poppingNavigation = nil
    startTime = currentTime() ?? 0
    writtenTime = 0
  }

  /// The registered built-in adjusters, in dispatch order; others are named in a warning, as
  /// a replay cannot run them.
  func builtInAdjusters() -> [AdjusterIdentifier] {
    let registered = configuration.adjusters.identifiers
    for identifier in registered where !AdjusterIdentifier.builtIns.contains(identifier) {
      sanitizer.warnOnce(
        "adjuster \(identifier) is not a built-in one; the replay runs without it")
    }
    return registered.filter { AdjusterIdentifier.builtIns.contains($0) }
  }

  /// The plugins' settings the trace writes: those of the registered built-in adjusters.
  func settingKeys() -> TraceSettingKeys {
    TraceSettingKeys(adjusters: configuration.adjusters.adjusters)
  }

  /// The clock's time, or `nil` when it is not a finite number.
  func currentTime() -> TimeInterval? {
    let now = options.clock()
    return now.isFinite ? now : nil
  }

  private func document() -> TraceDocument? {
    guard let snapshot, let header else { return nil }
    var screen = snapshot.screen
    screen.keyboard = firstKeyboardFrame
    return TraceDocument(
      name: options.name, description: description(), screen: screen, settings: header.settings,
      adjusters: header.adjusters.map(\.rawValue), root: snapshot.root, steps: steps)
  }

  private func description() -> String {
    var text =
      "Recorded by KeyboardLift's TraceRecorder: \(steps.count) steps over "
      + "\(writtenTime) s. Replay it with `swift run keyboard-sim FILE`."
    if !warnings.isEmpty {
      text += " \(warnings.count) correction(s) while recording, first: \(warnings[0])."
    }
    return text
  }
}

/// What a trace's header says about the moment its snapshot was taken.
struct TraceHeader {
  var settings: TraceSettings
  var adjusters: [AdjusterIdentifier]
}
