import SwiftUI

/// About the app: what it is, where it comes from, and its licences: the app's own, and every
/// third-party component it ships, which are the Rust crates linked into the engine (the app
/// ships nothing else that is not part of iOS). Every word and line is the core's `AboutState`,
/// the same as Android's.
struct AboutScreen: View {
    /// The page, from the core.
    let state: AboutState

    @Environment(\.dismiss) private var dismiss

    init() {
        let app = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "–"
        state = aboutState(platform: .ios, appVersion: app, libraries: [])
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(verbatim: state.name)
                            .font(.largeTitle.weight(.bold))
                        Text(verbatim: state.versionLine)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(verbatim: state.intro)
                            .fixedSize(horizontal: false, vertical: true)
                        Text(verbatim: state.publicDomain)
                            .fixedSize(horizontal: false, vertical: true)
                    }
                    .padding(.vertical, 4)
                }

                Section(state.inspirationHeading) {
                    Text(verbatim: state.inspiration)
                        .fixedSize(horizontal: false, vertical: true)
                }

                Section(state.licencesHeading) {
                    Text(verbatim: state.licenceApp)
                    Text(verbatim: state.licenceText)
                        .font(.footnote)
                        .fixedSize(horizontal: false, vertical: true)
                        .textSelection(.enabled)
                }

                Section {
                    ForEach(state.crates, id: \.self) { notice in
                        credit(notice)
                    }
                } header: {
                    Text(verbatim: state.cratesHeading)
                } footer: {
                    Text(verbatim: state.thirdPartyIntro)
                }
            }
            .readableColumn()
            .navigationTitle(state.title)
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
}
