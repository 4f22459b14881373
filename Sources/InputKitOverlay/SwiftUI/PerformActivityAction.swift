#if canImport(UIKit)
  import SwiftUI

  /// Runs work under the overlay of the nearest `activityOverlay(_:coverage:)`, as
  /// `ActivityOverlay.perform(message:_:)` does; with none, the work runs alone.
  public struct PerformActivityAction: Sendable {
    weak var overlay: ActivityOverlay?

    /// Shows `message` while `work` runs.
    ///
    /// - Parameters:
    ///   - message: Shown while the work runs; `nil` for the indicator alone.
    ///   - work: The work, run in the caller's task.
    /// - Returns: What `work` returns.
    /// - Throws: What `work` throws.
    @MainActor
    public func callAsFunction<Value>(
      message: String? = nil, _ work: @MainActor () async throws -> Value
    ) async throws -> Value {
      guard let overlay else { return try await work() }
      return try await overlay.perform(message: message, work)
    }
  }

  private struct PerformActivityKey: EnvironmentKey {
    static var defaultValue: PerformActivityAction { PerformActivityAction() }
  }

  extension EnvironmentValues {
    /// Runs work under the overlay covering this view.
    public var performActivity: PerformActivityAction {
      get { self[PerformActivityKey.self] }
      set { self[PerformActivityKey.self] = newValue }
    }
  }
#endif
