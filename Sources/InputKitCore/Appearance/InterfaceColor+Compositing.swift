extension InterfaceColor {
  /// This colour laid over `background`, as a translucent view is drawn over what is behind
  /// it (source over): what a renderer without transparency, such as a terminal, shows for
  /// the overlay's panel or stroke so that it matches the UIKit overlay over the same colour.
  package func composited(over background: InterfaceColor) -> InterfaceColor {
    let behind = background.alpha * (1 - alpha)
    let opacity = alpha + behind
    guard opacity > 0 else { return InterfaceColor(white: 0, alpha: 0) }
    func mix(_ front: Double, _ back: Double) -> Double {
      (front * alpha + back * behind) / opacity
    }
    return InterfaceColor(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), alpha: opacity)
  }
}
