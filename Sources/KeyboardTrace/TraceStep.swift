import Foundation
import KeyboardCore

/// The verbs a trace writes in a step's `do`: every one the recorder can emit (the simulator's
/// decoder must accept each — a test checks).
enum TraceVerb: String, CaseIterable, Encodable {
  case focus, blur, postNotification, rotate, beginPop, cancelPop, finishPop, advance
  case setFrame, deallocate, changeSettings, changeViewSettings, register, unregister
  case reloadLayout
}

/// One step of a trace's timeline, as a scenario file writes it: `do` and the fields of that
/// verb. Made with the factories below, one per verb a trace uses.
struct TraceStep: Encodable {
  var action: TraceVerb
  var field: String?
  var name: String?
  var beginFrame: TraceRect?
  var endFrame: TraceRect?
  var duration: Double?
  var curve: Int?
  var isLocal: Bool?
  var screen: TraceScreen?
  var navigation: String?
  var seconds: Double?
  var view: String?
  var frame: TraceRect?
  var settings: TraceSettings?
  var keyboard: TraceViewSettings?
  var adjuster: String?
  var note: String?

  private enum CodingKeys: String, CodingKey {
    case action = "do", field, name, beginFrame, endFrame, duration, curve, isLocal, screen
    case navigation, seconds, view, frame, settings, keyboard, adjuster, note
  }

  private init(_ action: TraceVerb) { self.action = action }

  /// `focus`: the input with `field` began editing.
  static func focus(_ field: String) -> TraceStep {
    var step = TraceStep(.focus)
    step.field = field
    return step
  }

  /// `blur`: the input with `field` ended editing.
  static func blur(_ field: String) -> TraceStep {
    var step = TraceStep(.blur)
    step.field = field
    return step
  }

  /// `postNotification`: one keyboard notification with its userInfo values as posted.
  static func notification(
    _ name: KeyboardNotificationName, beginFrame: TraceRect?, endFrame: TraceRect?,
    duration: Double?, curve: Int?, isLocal: Bool?
  ) -> TraceStep {
    var step = TraceStep(.postNotification)
    step.name = "\(name)"
    step.beginFrame = beginFrame
    step.endFrame = endFrame
    step.duration = duration
    step.curve = curve
    step.isLocal = isLocal
    return step
  }

  /// `rotate`: the window took this screen's geometry.
  static func rotate(_ screen: TraceScreen) -> TraceStep {
    var step = TraceStep(.rotate)
    step.screen = screen
    return step
  }

  /// `beginPop`, `cancelPop` or `finishPop` of the navigation controller `navigation`.
  static func pop(_ phase: InteractivePopPhase, navigation: String) -> TraceStep {
    let verb: TraceVerb
    switch phase {
    case .began: verb = .beginPop
    case .cancelled: verb = .cancelPop
    case .completed: verb = .finishPop
    }
    var step = TraceStep(verb)
    step.navigation = navigation
    return step
  }

  /// `advance`: time passed.
  static func advance(_ seconds: Double) -> TraceStep {
    var step = TraceStep(.advance)
    step.seconds = seconds
    return step
  }

  /// `setFrame`: the app gave a view a new frame.
  static func setFrame(_ view: String, _ frame: TraceRect) -> TraceStep {
    var step = TraceStep(.setFrame)
    step.view = view
    step.frame = frame
    return step
  }

  /// `deallocate`: the view left its superview (or was released).
  static func deallocate(_ view: String) -> TraceStep {
    var step = TraceStep(.deallocate)
    step.view = view
    return step
  }

  /// `changeSettings`: every global setting, as now.
  static func changeSettings(_ settings: TraceSettings) -> TraceStep {
    var step = TraceStep(.changeSettings)
    step.settings = settings
    return step
  }

  /// `changeViewSettings`: a view's settings, as now.
  static func changeViewSettings(_ view: String, _ keyboard: TraceViewSettings) -> TraceStep {
    var step = TraceStep(.changeViewSettings)
    step.view = view
    step.keyboard = keyboard
    return step
  }

  /// `register` or `unregister` of a built-in adjuster.
  static func adjuster(_ identifier: AdjusterIdentifier, registered: Bool) -> TraceStep {
    var step = TraceStep(registered ? .register : .unregister)
    step.adjuster = identifier.rawValue
    return step
  }

  /// `reloadLayout`: the app asked for the adjustment to run again.
  static var reloadLayout: TraceStep { TraceStep(.reloadLayout) }

  /// This step with a note printed beside it.
  func noting(_ note: String) -> TraceStep {
    var step = self
    step.note = note
    return step
  }
}
