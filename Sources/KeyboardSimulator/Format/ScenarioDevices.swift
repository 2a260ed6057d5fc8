import Foundation

/// The device profile names scenario files may use.
public enum ScenarioDevices {
  /// The names, in documentation order.
  // Phase 1: the names agreed with KeyboardHeadless; phase 2 reads them from its DeviceProfile.
  public static let names = [
    "notched-phone", "notched-phone-landscape", "small-phone", "hardware-keyboard-phone", "ipad",
    "ipad-floating-keyboard", "ipad-stage-manager",
  ]
}
