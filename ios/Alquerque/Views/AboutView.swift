import SwiftUI

/// About the app: what it is, where it comes from, and its licences: the app's own, and every
/// third-party component it ships, which are the Rust crates linked into the engine (the list
/// comes from the core, generated from Cargo's metadata; the app ships nothing else that is not
/// part of iOS).
struct AboutView: View {
    /// The third-party components, sorted by name, from `thirdPartyNotices()`.
    let notices: [ThirdPartyNotice]

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("Alquerque")
                            .font(.largeTitle.weight(.bold))
                        Text(verbatim: versionLine)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(
                            "Alquerque, also called Qirkat, is a two-player strategy game from the Middle Ages and the ancestor of draughts. The traditional game belongs to the public domain."
                        )
                        .fixedSize(horizontal: false, vertical: true)
                    }
                    .padding(.vertical, 4)
                }

                Section("Origins") {
                    Text(
                        "Inspired by the HTML5 Alquerque app by Oliver Merkel (2016), which played the game with a Monte Carlo tree search (UCT) and whose source code is under the MIT License. This app is a new implementation: its rules, notation and AI (a forced-win search with a Monte Carlo tree search solver) are written in Rust and shared with the Android app and a terminal program."
                    )
                    .fixedSize(horizontal: false, vertical: true)
                }

                Section("Licence") {
                    Text(verbatim: Self.mitLicense)
                        .font(.footnote)
                        .fixedSize(horizontal: false, vertical: true)
                        .textSelection(.enabled)
                }

                Section {
                    ForEach(notices, id: \.self) { notice in
                        credit(notice)
                    }
                } header: {
                    Text("Third-party software")
                } footer: {
                    Text("The Rust libraries the engine is built with, for iOS and Android alike, with their licences as their authors declare them (SPDX expressions). Each licence's text is in the library's source, at the address shown.")
                }
            }
            .navigationTitle("About")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        dismiss()
                    }
                }
            }
        }
    }

    private var versionLine: String {
        let app = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "–"
        return String(localized: "App \(app) · engine \(engineVersion())")
    }

    private func credit(_ notice: ThirdPartyNotice) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: "\(notice.name) \(notice.version)")
                .font(.headline)
            Text(verbatim: notice.license)
                .font(.subheadline)
            if let url = URL(string: notice.repository), url.scheme == "https" {
                Link(destination: url) {
                    Text(verbatim: notice.repository)
                        .font(.footnote)
                        .multilineTextAlignment(.leading)
                }
            } else if !notice.repository.isEmpty {
                Text(verbatim: notice.repository)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .accessibilityElement(children: .combine)
    }

    static let mitLicense = """
        The MIT License (MIT)

        Copyright (c) 2026 The Alquerque authors

        Permission is hereby granted, free of charge, to any person obtaining a copy of this \
        software and associated documentation files (the "Software"), to deal in the Software \
        without restriction, including without limitation the rights to use, copy, modify, \
        merge, publish, distribute, sublicense, and/or sell copies of the Software, and to \
        permit persons to whom the Software is furnished to do so, subject to the following \
        conditions:

        The above copyright notice and this permission notice shall be included in all copies \
        or substantial portions of the Software.

        THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, \
        INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A \
        PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT \
        HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF \
        CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR \
        THE USE OR OTHER DEALINGS IN THE SOFTWARE.
        """
}
