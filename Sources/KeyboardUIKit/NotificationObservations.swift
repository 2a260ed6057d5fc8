#if canImport(UIKit)
  #if os(iOS)
    import Foundation

    /// The block observers one host added to one notification center, removable from any
    /// context, `deinit` included.
    ///
    /// A host's `deinit` is nonisolated and may not touch the host's main-actor state, and
    /// `NotificationCenter` is `Sendable` only in newer SDKs. This box is the one place that holds
    /// both: `NotificationCenter` is documented as thread-safe (observers may be added and removed
    /// from any thread), and the token list is guarded by a lock, which makes the box sound to
    /// share whatever the SDK declares.
    final class NotificationObservations: @unchecked Sendable {
      private let center: NotificationCenter
      private let lock = NSLock()
      private var tokens: [any NSObjectProtocol] = []

      /// A box for observers of `center`.
      init(center: NotificationCenter) { self.center = center }

      /// Adds a block observer for `name` on the main queue and keeps its token.
      func observe(
        _ name: Notification.Name, using block: @escaping @Sendable (Notification) -> Void
      ) {
        let token = center.addObserver(forName: name, object: nil, queue: .main, using: block)
        lock.lock()
        tokens.append(token)
        lock.unlock()
      }

      /// Removes every observer this box added.
      func removeAll() {
        lock.lock()
        let removed = tokens
        tokens = []
        lock.unlock()
        for token in removed { center.removeObserver(token) }
      }
    }
  #endif
#endif
