import Foundation

/// The global settings, with IQKeyboardManager's defaults (BEHAVIOR §1).
public struct KeyboardSettings: Hashable, Sendable, Codable {
  /// Whether KeyboardLift handles inputs at all (default `false`, as IQKeyboardManager).
  public var isEnabled: Bool
  /// The distance between the focused input's bottom and the keyboard's top (default 10).
  /// A negative value is treated as 0 and logged (see ``effectiveKeyboardDistance``).
  public var keyboardDistance: CGFloat
  /// Controllers in which inputs are never handled; matched by kind. Wins over
  /// ``enabledDistanceHandlingClasses``.
  public var disabledDistanceHandlingClasses: [ControllerClass]
  /// Controllers in which inputs are handled even while ``isEnabled`` is false.
  public var enabledDistanceHandlingClasses: [ControllerClass]
  /// Lay out the root view inside the animation whenever it moves.
  public var layoutIfNeededOnUpdate: Bool
  /// Whether the Appearance adjuster overrides every input's keyboard appearance.
  public var overrideKeyboardAppearance: Bool
  /// The appearance to use when ``overrideKeyboardAppearance`` is on.
  public var keyboardAppearance: KeyboardAppearanceStyle

  /// Creates settings; every value defaults to IQKeyboardManager's default.
  public init(
    isEnabled: Bool = false,
    keyboardDistance: CGFloat = 10,
    disabledDistanceHandlingClasses: [ControllerClass] = [
      .tableViewController, .inputViewController, .alertController,
    ],
    enabledDistanceHandlingClasses: [ControllerClass] = [],
    layoutIfNeededOnUpdate: Bool = false,
    overrideKeyboardAppearance: Bool = false,
    keyboardAppearance: KeyboardAppearanceStyle = .default
  ) {
    self.isEnabled = isEnabled
    self.keyboardDistance = keyboardDistance
    self.disabledDistanceHandlingClasses = disabledDistanceHandlingClasses
    self.enabledDistanceHandlingClasses = enabledDistanceHandlingClasses
    self.layoutIfNeededOnUpdate = layoutIfNeededOnUpdate
    self.overrideKeyboardAppearance = overrideKeyboardAppearance
    self.keyboardAppearance = keyboardAppearance
  }

  /// ``keyboardDistance`` as used: a negative or non-finite value counts as 0.
  public var effectiveKeyboardDistance: CGFloat {
    keyboardDistance.isFinite ? max(keyboardDistance, 0) : 0
  }
}
