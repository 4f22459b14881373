#if canImport(UIKit)
  /// The calculator layout at 320 × 216 points with the standard 6-point key spacing, as the SVG
  /// renderer draws it (`inputkit render calculator --width 320 --height 216 --spacing 6
  /// --scale 3`). Edges snapped to another display scale's pixels (an iPad's, 2) move by less
  /// than half a point. A test of the command-line tool checks that the renderer still draws
  /// exactly this.
  enum KeyboardSVGFixtures {
    /// The SVG document.
    static let calculator = #"""
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="320" height="216" viewBox="0 0 320 216">
      <title>calculator</title>
      <rect width="320" height="216" fill="#D1D4D9"/>
      <g font-family="-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif" text-anchor="middle">
        <g>
          <title>7</title>
          <rect x="0" y="0" width="59.333333" height="49.666667" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="29.666667" y="32.708333" font-size="22.5" fill="#000000">7</text>
        </g>
        <g>
          <title>8</title>
          <rect x="65.333333" y="0" width="59" height="49.666667" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="94.833333" y="32.708333" font-size="22.5" fill="#000000">8</text>
        </g>
        <g>
          <title>9</title>
          <rect x="130.333333" y="0" width="59.333333" height="49.666667" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="160" y="32.708333" font-size="22.5" fill="#000000">9</text>
        </g>
        <g>
          <title>times</title>
          <rect x="195.666667" y="0" width="59" height="49.666667" rx="6" fill="#C75B00" stroke="#D1D4D9" stroke-width="2"/>
          <text x="225.166667" y="32.708333" font-size="22.5" fill="#FFFFFF">×</text>
        </g>
        <g>
          <title>delete</title>
          <rect x="260.666667" y="0" width="59.333333" height="49.666667" rx="6" fill="#ADB3BC" stroke="#D1D4D9" stroke-width="2"/>
          <text x="290.333333" y="32.708333" font-size="22.5" fill="#000000">←</text>
        </g>
        <g>
          <title>4</title>
          <rect x="0" y="55.666667" width="59.333333" height="49.333333" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="29.666667" y="88.033333" font-size="22" fill="#000000">4</text>
        </g>
        <g>
          <title>5</title>
          <rect x="65.333333" y="55.666667" width="59" height="49.333333" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="94.833333" y="88.033333" font-size="22" fill="#000000">5</text>
        </g>
        <g>
          <title>6</title>
          <rect x="130.333333" y="55.666667" width="59.333333" height="49.333333" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="160" y="88.033333" font-size="22" fill="#000000">6</text>
        </g>
        <g>
          <title>divided by</title>
          <rect x="195.666667" y="55.666667" width="59" height="49.333333" rx="6" fill="#C75B00" stroke="#D1D4D9" stroke-width="2"/>
          <text x="225.166667" y="88.033333" font-size="22" fill="#FFFFFF">÷</text>
        </g>
        <g>
          <title>percent</title>
          <rect x="260.666667" y="55.666667" width="59.333333" height="49.333333" rx="6" fill="#C75B00" stroke="#D1D4D9" stroke-width="2"/>
          <text x="290.333333" y="88.033333" font-size="22" fill="#FFFFFF">%</text>
        </g>
        <g>
          <title>1</title>
          <rect x="0" y="111" width="59.333333" height="49.666667" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="29.666667" y="143.708333" font-size="22.5" fill="#000000">1</text>
        </g>
        <g>
          <title>2</title>
          <rect x="65.333333" y="111" width="59" height="49.666667" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="94.833333" y="143.708333" font-size="22.5" fill="#000000">2</text>
        </g>
        <g>
          <title>3</title>
          <rect x="130.333333" y="111" width="59.333333" height="49.666667" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="160" y="143.708333" font-size="22.5" fill="#000000">3</text>
        </g>
        <g>
          <title>plus</title>
          <rect x="195.666667" y="111" width="59" height="49.666667" rx="6" fill="#C75B00" stroke="#D1D4D9" stroke-width="2"/>
          <text x="225.166667" y="143.708333" font-size="22.5" fill="#FFFFFF">+</text>
        </g>
        <g>
          <title>return</title>
          <rect x="260.666667" y="111" width="59.333333" height="105" rx="6" fill="#007AFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="290.333333" y="173.3" font-size="28" fill="#FFFFFF">↵</text>
        </g>
        <g>
          <title>0</title>
          <rect x="0" y="166.666667" width="124.333333" height="49.333333" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="62.166667" y="199.033333" font-size="22" fill="#000000">0</text>
        </g>
        <g>
          <title>decimal point</title>
          <rect x="130.333333" y="166.666667" width="59.333333" height="49.333333" rx="6" fill="#FFFFFF" stroke="#D1D4D9" stroke-width="2"/>
          <text x="160" y="199.033333" font-size="22" fill="#000000">.</text>
        </g>
        <g>
          <title>minus</title>
          <rect x="195.666667" y="166.666667" width="59" height="49.333333" rx="6" fill="#C75B00" stroke="#D1D4D9" stroke-width="2"/>
          <text x="225.166667" y="199.033333" font-size="22" fill="#FFFFFF">−</text>
        </g>
      </g>
      </svg>
      """#

    /// A digit key's fill in the light and the dark palette, `#RRGGBB`, as the core's palettes
    /// give it (the light one is the digits' fill in ``calculator``). A test of the command-line
    /// tool checks that the core still gives exactly these.
    static let digitFill = (light: "#FFFFFF", dark: "#636366")

    /// The keyboard's heights in points, as the core's standard dimensions give them: on a
    /// window regular in height and compact across (an iPhone in portrait), on one compact in
    /// height, and on one regular both ways taller or wider than tall (an iPad). A test of the
    /// command-line tool checks that the core still gives exactly these.
    static let heights = (
      portraitPhone: 216.0, compactHeight: 162.0, portraitPad: 264.0, landscapePad: 352.0
    )
  }
#endif
