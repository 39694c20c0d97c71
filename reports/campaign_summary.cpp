#include "reports/campaign_summary.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <optional>

namespace tachanka::reports {
namespace {

constexpr float margin = 42.0f;
constexpr float bodySize = 9.5f;
constexpr float lineHeight = 13.0f;
constexpr float indentPerLevel = 10.0f;

struct Column {
    const char* heading;
    float x;  // from the left margin
};
constexpr std::array<Column, 6> unitColumns{{
    {"Code", 0}, {"Unit", 70}, {"Kind", 300}, {"Steps", 380}, {"TQ", 430}, {"Hex", 470}}};

// Writes lines down the page and starts a new page, with running header, when one is full.
class PageWriter {
public:
    PageWriter(PdfDocument& document, Paper paper, std::string header)
        : document_(document), paper_(paper), header_(std::move(header)) {
        startPage();
    }

    void needs(float height) {
        if (y_ + height > page_->height() - margin) startPage();
    }
    void text(float x, std::string_view line, FontStyle style = FontStyle::Regular,
              float size = bodySize) {
        page_->text(margin + x, y_, line, style, size);
    }
    // Text wrapped at word boundaries to the width between the margins.
    void paragraph(std::string_view words, FontStyle style, float size) {
        const float width = page_->width() - 2 * margin;
        std::string line;
        std::size_t start = 0;
        while (start < words.size()) {
            const std::size_t end = std::min(words.find(' ', start), words.size());
            const std::string candidate =
                line.empty() ? std::string(words.substr(start, end - start))
                             : line + " " + std::string(words.substr(start, end - start));
            if (!line.empty() && page_->textWidth(candidate, style, size) > width) {
                text(0, line, style, size);
                advance(size * 1.35f);
                line = std::string(words.substr(start, end - start));
            } else {
                line = candidate;
            }
            start = end + 1;
        }
        if (!line.empty()) {
            text(0, line, style, size);
            advance(size * 1.35f);
        }
    }
    float width(std::string_view line, FontStyle style = FontStyle::Regular) {
        return page_->textWidth(line, style, bodySize);
    }
    void advance(float height = lineHeight) { y_ += height; }
    void rule() {
        page_->line(margin, y_ - 9.0f, page_->width() - margin, y_ - 9.0f, 0.5f);
    }
    void shade(float height) {
        page_->fillRectangle(margin - 2, y_ - 10.0f, page_->width() - 2 * margin + 4, height,
                             0.9f);
    }
private:
    void startPage() {
        page_.emplace(document_.addPage(paper_));
        ++pageNumber_;
        y_ = margin;
        const std::string folio = header_ + " · page " + std::to_string(pageNumber_);
        page_->text(margin, page_->height() - margin / 2, folio, FontStyle::Regular, 7.5f);
    }

    PdfDocument& document_;
    Paper paper_;
    std::string header_;
    std::optional<PdfPage> page_;
    int pageNumber_ = 0;
    float y_ = margin;
};

int depthOf(const model::Formation& formation, const std::map<std::int64_t, int>& depths) {
    if (!formation.parentId) return 0;
    const auto parent = depths.find(*formation.parentId);
    return parent == depths.end() ? 0 : parent->second + 1;
}

// Armoured trains go by their names ("Doblest Vitazia"), so the Unit column starts after the
// widest code of the side, as indented under its formation, when that is wider than usual.
float unitColumnX(PageWriter& out, const model::Side& side,
                  const std::map<std::int64_t, int>& depths) {
    float x = unitColumns[1].x;
    for (const auto& formation : side.formations) {
        const float indent = indentPerLevel * static_cast<float>(depths.at(formation.id));
        for (const auto& unit : formation.units) {
            x = std::max(x, indent + out.width(unit.code) + 8.0f);
        }
    }
    return x;
}

void writeSide(PageWriter& out, const model::Side& side) {
    out.needs(5 * lineHeight);
    out.advance(6);
    out.text(0, side.name, FontStyle::Bold, 13);
    out.advance(16);
    if (!side.commander.empty()) {
        out.text(0, "Commander: " + side.commander);
        out.advance();
    }
    out.text(0, "Units " + std::to_string(side.unitCount()) + " · steps " +
                    std::to_string(side.stepCount()) + " · recruit points " +
                    std::to_string(side.recruitPoints) + " · prisoners " +
                    std::to_string(side.prisoners));
    out.advance(lineHeight + 4);
    std::map<std::int64_t, int> depths;
    for (const auto& formation : side.formations) depths[formation.id] = depthOf(formation, depths);
    const float unitX = unitColumnX(out, side, depths);
    out.shade(lineHeight);
    out.text(unitColumns[0].x, unitColumns[0].heading, FontStyle::Bold);
    out.text(unitX, unitColumns[1].heading, FontStyle::Bold);
    for (std::size_t column = 2; column < unitColumns.size(); ++column) {
        out.text(unitColumns[column].x, unitColumns[column].heading, FontStyle::Bold);
    }
    out.advance();

    for (const auto& formation : side.formations) {
        const float indent = indentPerLevel * static_cast<float>(depths.at(formation.id));
        out.needs(2 * lineHeight);
        std::string heading = formation.name;
        if (!formation.commander.empty()) heading += " (" + formation.commander + ")";
        out.text(indent, heading, FontStyle::Bold);
        out.advance();
        for (const auto& unit : formation.units) {
            out.needs(lineHeight);
            out.text(indent + unitColumns[0].x, unit.code);
            out.text(unitX, unit.name);
            out.text(unitColumns[2].x, model::unitKindName(unit.kind));
            out.text(unitColumns[3].x, std::to_string(unit.stepsRemaining()) + " / " +
                                           std::to_string(unit.stepsMax));
            out.text(unitColumns[4].x, std::to_string(unit.troopQuality));
            out.text(unitColumns[5].x, unit.hex ? unit.hex->label() : "off map");
            out.advance();
        }
    }
}

}  // namespace

void writeCampaignSummary(const model::Campaign& campaign, const FontSet& fonts, Paper paper,
                          const std::filesystem::path& output) {
    PdfDocument document(fonts, campaign.name + " — campaign summary");
    PageWriter out(document, paper, "Tachanka · " + campaign.name);

    out.text(0, campaign.name, FontStyle::Bold, 18);
    out.advance(22);
    out.text(0, "Scenario: " + campaign.scenarioTitle + " (" + campaign.scenarioId + ")");
    out.advance();
    out.text(0, "Turn: " + campaign.turnLine());
    out.advance();
    out.text(0, "Seed: " + std::to_string(campaign.seed));
    out.advance();
    if (campaign.provisionalData) {
        out.advance(4);
        out.paragraph("Provisional data: this scenario's unit values are a reconstruction, not the "
                      "published counters. The scenario file's note says how to put in the "
                      "values printed on your own counters.",
                      FontStyle::Bold, 8.5f);
    }
    out.rule();
    out.advance(6);
    for (const auto& side : campaign.sides) writeSide(out, side);
    document.save(output);
}

}  // namespace tachanka::reports
