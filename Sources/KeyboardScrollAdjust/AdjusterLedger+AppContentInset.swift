import Foundation
import KeyboardCore

extension AdjusterLedger {
  /// The content inset the app set on `scrollView`: the ledger's original where this session
  /// changed it, else the inset it has now.
  @MainActor
  func appContentInset(of scrollView: any HostScrollView) -> EdgeInsets {
    originalValue(of: .contentInset, of: scrollView) ?? scrollView.hostContentInset
  }
}
