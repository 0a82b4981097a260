import SwiftUI

extension View {
    /// A screen without a board on a wide window (an iPad, a phone held sideways): its column at
    /// most 640 points wide and centred, so that its lines do not stretch across the window.
    /// Android's keepScreenNarrow (max_content_width).
    func readableColumn() -> some View {
        frame(maxWidth: 640).frame(maxWidth: .infinity)
    }
}
