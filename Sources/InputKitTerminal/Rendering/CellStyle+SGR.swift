extension CellStyle {
  /// The SGR (Select Graphic Rendition) parameters that switch a terminal drawing in
  /// `current` to this style, or `nil` when nothing changes.
  ///
  /// Two ways are compared and the shorter one wins: changing only what differs (`22` to end
  /// bold, `39` for the default colour, …) or resetting (`0`) and setting what this style
  /// needs. Either way no parameter is sent twice.
  func sgrParameters(from current: CellStyle) -> String? {
    guard self != current else { return nil }
    let incremental = parameters(from: current).joined(separator: ";")
    let reset = (["0"] + parameters(from: .plain)).joined(separator: ";")
    return incremental.utf8.count <= reset.utf8.count ? incremental : reset
  }

  /// The full escape sequence for `sgrParameters(from:)`, or `nil` when nothing changes.
  func sgrSequence(from current: CellStyle) -> String? {
    sgrParameters(from: current).map { "\u{1B}[\($0)m" }
  }

  /// The parameters that turn `current` into this style by changing only what differs.
  private func parameters(from current: CellStyle) -> [String] {
    var result: [String] = []
    let loseBold = current.bold && !bold
    let loseDim = current.dim && !dim
    if loseBold || loseDim {
      // 22 ends both bold and dim; whichever of them stays is set again.
      result.append("22")
      if bold { result.append("1") }
      if dim { result.append("2") }
    } else {
      if bold && !current.bold { result.append("1") }
      if dim && !current.dim { result.append("2") }
    }
    if underline != current.underline { result.append(underline ? "4" : "24") }
    if inverse != current.inverse { result.append(inverse ? "7" : "27") }
    if foreground != current.foreground { result.append(foreground.sgr(isBackground: false)) }
    if background != current.background { result.append(background.sgr(isBackground: true)) }
    return result
  }
}

extension TerminalColor {
  /// This colour's SGR parameter(s) for the foreground or the background.
  func sgr(isBackground: Bool) -> String {
    switch self {
    case .default:
      return isBackground ? "49" : "39"
    case .standard(let color):
      let index = Int(color.rawValue)
      let base = index < 8 ? (isBackground ? 40 : 30) : (isBackground ? 100 : 90)
      return String(base + index % 8)
    case .palette(let index):
      return (isBackground ? "48;5;" : "38;5;") + String(index)
    case .rgb(let red, let green, let blue):
      return (isBackground ? "48;2;" : "38;2;") + "\(red);\(green);\(blue)"
    }
  }
}
