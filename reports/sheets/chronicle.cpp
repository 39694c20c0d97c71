#include "reports/sheets/chronicle.hpp"

#include <algorithm>

#include "reports/layout/page_flow.hpp"

namespace tachanka::reports {
namespace {

constexpr float photoHeight = 220.0f;  // a third of a page: the table seen, the text beside
constexpr float captionSize = 8.0f;

void bullets(PageFlow& flow, const std::vector<std::string>& lines) {
    for (const auto& line : lines) flow.paragraph("• " + line);
}

void notes(PageFlow& flow, const std::vector<ChronicleNote>& written) {
    for (const auto& note : written) {
        if (!note.about.empty()) flow.paragraph(note.about, FontStyle::Bold);
        flow.paragraph(note.text, FontStyle::Regular, 9.5f, Colour::gray(0.15f));
        flow.advance(4.0f);
    }
}

// Scaled to fit the page's width and a third of its height, never enlarged beyond its
// pixels at 72 dpi; an image libharu cannot read leaves a line saying so.
void photo(PageFlow& flow, const ChroniclePhoto& shown) {
    const float scale = std::min({flow.width() / static_cast<float>(shown.width),
                                  photoHeight / static_cast<float>(shown.height), 1.0f});
    const float width = static_cast<float>(shown.width) * scale;
    const float height = static_cast<float>(shown.height) * scale;
    flow.needs(height + 16.0f);
    try {
        flow.page().image(shown.bytes, shown.jpeg, flow.left(), flow.y(), width, height);
        flow.advance(height + 3.0f);
    } catch (const PdfError&) {
        flow.paragraph("[a photo that could not be drawn]", FontStyle::Regular, captionSize);
    }
    if (!shown.caption.empty()) {
        flow.paragraph(shown.caption, FontStyle::Regular, captionSize, Colour::gray(0.3f));
    }
    flow.advance(6.0f);
}

void battle(PageFlow& flow, const ChronicleBattle& fought) {
    flow.subheading(fought.title, 80.0f);
    flow.paragraph(fought.system + " · " + fought.state, FontStyle::Regular, 8.5f,
                   Colour::gray(0.35f));
    flow.paragraph("Attacking: " + fought.attackers);
    flow.paragraph("Defending: " + fought.defenders);
    if (fought.provisional) {
        flow.notice("PROVISIONAL: a reconstructed chart decided this battle (READINGS.md); its "
                    "result may change with the published values.");
    }
    if (!fought.odds.empty()) {
        flow.paragraph("The odds before the dice", FontStyle::Bold);
        bullets(flow, fought.odds);
    }
    if (!fought.dice.empty()) {
        flow.paragraph("The dice that decided it", FontStyle::Bold);
        bullets(flow, fought.dice);
    }
    if (!fought.outcome.empty()) flow.paragraph("Result: " + fought.outcome, FontStyle::Bold);
    bullets(flow, fought.effects);
    notes(flow, fought.notes);
    for (const auto& shown : fought.photos) photo(flow, shown);
    flow.advance(6.0f);
}

void day(PageFlow& flow, const ChronicleDay& played) {
    flow.heading("Turn " + std::to_string(played.turn) + " · " + played.date, 80.0f);
    notes(flow, played.notes);
    for (const auto& shown : played.photos) photo(flow, shown);
    if (!played.events.empty()) {
        flow.subheading("On the map");
        bullets(flow, played.events);
    }
    for (const auto& fought : played.battles) battle(flow, fought);
    if (!played.officers.empty()) {
        flow.subheading("Officers");
        bullets(flow, played.officers);
    }
    if (played.notes.empty() && played.photos.empty() && played.events.empty() &&
        played.battles.empty() && played.officers.empty()) {
        flow.paragraph("A quiet day: no battle, no place changed hands.");
    }
}

}  // namespace

void writeChronicle(const Chronicle& chronicle, const FontSet& fonts, Paper paper,
                    const std::filesystem::path& output) {
    PdfDocument document(fonts, chronicle.campaign + " — chronicle");
    PageFlow flow(document, paper, "Tachanka · " + chronicle.campaign + " · chronicle");
    flow.title(chronicle.campaign + " — a chronicle");
    flow.paragraph(chronicle.scenario + ". " + chronicle.period + ". Told for " +
                   chronicle.sides + ".");
    flow.rule();
    for (const auto& played : chronicle.days) day(flow, played);
    if (!chronicle.attrition.sides.empty()) {
        flow.newPage();
        writeAttritionOverview(flow, chronicle.attrition);
    }
    document.save(output);
}

}  // namespace tachanka::reports
