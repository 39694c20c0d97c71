#include "reports/cards/card_face.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "reports/cards/card_ink.hpp"

namespace tachanka::reports {
namespace {

constexpr float padding = cardPadding;
constexpr float innerWidth = cardWidth - 2 * padding;
constexpr float labelSize = minimumCardFontSize;
constexpr float valueSize = 12.0f;
constexpr float boxHeight = 22.0f;
constexpr float boxGap = 2.5f;
constexpr float sectionGap = 4.0f;
constexpr float officerBoxHeight = 25.0f;
constexpr float tickRowHeight = 10.5f;
constexpr float bandPadding = cardBandPadding;
constexpr float largestAboutSize = 7.5f;  // the army and troop type under the name
// Names that take more lines than these are cut short: the numbers keep their place.
constexpr std::size_t maxTitleLines = 3;
constexpr std::size_t maxAboutLines = 2;
// Reminders are set as large as the card allows, down to the smallest legible size.
constexpr float reminderSizes[] = {8.0f, 7.5f, minimumCardFontSize};

constexpr Colour bandFill = cardBandFill;
constexpr Colour moraleFill = Colour::gray(0.93f);
constexpr Colour provisionalFill{1.0f, 0.93f, 0.80f};
const Pen framePen = cardFramePen;
const Pen boxPen{0.5f, Colour::gray(0.45f)};

struct NumberBox {
    std::string label;
    std::string value;
};

std::string inches(int value) { return std::to_string(value) + "\""; }

std::string signedNumber(int value) { return (value > 0 ? "+" : "") + std::to_string(value); }

// As the text writes them: "9+", "12" when only a 12 hits, a dash when nothing can.
std::string hitNumber(int roll) {
    if (roll > 12) return "–";
    return roll == 12 ? "12" : std::to_string(roll) + "+";
}

std::string joined(const std::vector<CardTrait>& traits) {
    std::string names;
    for (const auto& trait : traits) names += (names.empty() ? "" : ", ") + trait.name;
    return names;
}

// The characteristics and notes of the middle of the card, each a run-in paragraph.
std::vector<Reminder> remindersOf(const UnitCard& card) {
    std::vector<Reminder> reminders;
    if (!card.directHits.empty() && !card.directHitReminder.empty()) {
        reminders.push_back({"", card.directHitReminder});
    }
    for (const auto& trait : card.traits) reminders.push_back({trait.name, trait.reminder});
    if (card.state && card.state->officer) {
        for (const auto& trait : card.state->officer->characteristics) {
            reminders.push_back({trait.name + " officer", trait.reminder});
        }
    }
    return reminders;
}

class CardFace {
public:
    CardFace(PdfPage& page, const UnitCard& card, float x, float y)
        : ink_(page), card_(card), x_(x + padding), top_(y), bottom_(y + cardHeight - padding),
          y_(y) {}

    CardFit draw() {
        header();
        if (!card_.state) writeInNameAndCode();
        numbers();
        const auto reminders = remindersOf(card_);
        const float size = reminderSize(reminders);
        const float officerTop = bottom_ - bottomHeight();
        const bool complete = ink_.paragraphs(reminders, size, x_, y_ + sectionGap, innerWidth,
                                              officerTop - sectionGap);
        y_ = officerTop;
        officer();
        basesAndMarkers();
        // Last, so the name band's fill never covers it.
        ink_.page().strokeRectangle(x_ - padding, top_, cardWidth, cardHeight, framePen);
        return {ink_.smallest(), complete && fits_};
    }

private:
    void header() {
        const bool named = !card_.unitName.empty();
        const std::string title = named ? card_.unitName : card_.troopType;
        // A named unit's troop type says its arm too.
        const std::string about = (named ? card_.troopType : card_.arm) + " · " + card_.army;
        const float codeWidth =
            card_.unitCode.empty() ? 0 : ink_.width(card_.unitCode, FontStyle::Bold, 9) + 6;
        const float titleSize = ink_.fitting(title, FontStyle::Bold, 11, 8, innerWidth - codeWidth);
        const auto titleLines = atMost(maxTitleLines, ink_.wrap(title, FontStyle::Bold, titleSize,
                                                                innerWidth - codeWidth),
                                       FontStyle::Bold, titleSize, innerWidth - codeWidth);
        const float aboutSize =
            ink_.fitting(about, FontStyle::Regular, largestAboutSize, labelSize, innerWidth);
        const auto aboutLines =
            atMost(maxAboutLines, ink_.wrap(about, FontStyle::Regular, aboutSize, innerWidth),
                   FontStyle::Regular, aboutSize, innerWidth);
        const float height = bandPadding + lineCount(titleLines) * leading(titleSize) +
                             lineCount(aboutLines) * leading(aboutSize) + bandPadding;
        ink_.page().fillRectangle(x_ - padding, y_, cardWidth, height, bandFill);
        ink_.page().line(x_ - padding, y_ + height, x_ - padding + cardWidth, y_ + height,
                         framePen);
        float lineTop = y_ + bandPadding;
        if (!card_.unitCode.empty()) {
            ink_.aligned(x_, lineTop + titleSize, innerWidth, card_.unitCode, FontStyle::Bold, 9,
                         Align::Right);
        }
        for (const auto& line : titleLines) {
            ink_.text(x_, lineTop + titleSize, line, FontStyle::Bold, titleSize);
            lineTop += leading(titleSize);
        }
        for (const auto& line : aboutLines) {
            ink_.text(x_, lineTop + aboutSize, line, FontStyle::Regular, aboutSize);
            lineTop += leading(aboutSize);
        }
        y_ += height;
    }

    // The first `count` of the lines, the last ending in "…" when some were left out.
    std::vector<std::string> atMost(std::size_t count, std::vector<std::string> lines,
                                    FontStyle style, float size, float width) {
        if (lines.size() > count) fits_ = false;
        return firstLines(ink_.page(), std::move(lines), count, style, size, width);
    }

    // A blank card leaves lines for the name and code its unit is given.
    void writeInNameAndCode() {
        const float baseline = y_ + 12;
        const float codeAt = x_ + innerWidth * 0.64f;
        ink_.labelledLine(x_, baseline, codeAt - 8, "Unit");
        ink_.labelledLine(codeAt, baseline, x_ + innerWidth, "Code");
        y_ += 14;
    }

    void numbers() {
        y_ += sectionGap;
        numberRow({{"Charge", std::to_string(card_.charge)},
                   {"Fear", std::to_string(card_.fear)},
                   {"Serious", std::to_string(card_.serious)},
                   {"Rally", std::to_string(card_.rally)}},
                  moraleFill);
        y_ += boxGap;
        numberRow({{"Shooting", std::to_string(card_.shooting)},
                   {"Range", inches(card_.range)},
                   {"Fighting", std::to_string(card_.fighting)},
                   {"Move", inches(card_.move)},
                   {"Evasive move", card_.evasiveMove ? inches(*card_.evasiveMove) : "–"}},
                  std::nullopt);
        if (card_.directHits.empty()) return;
        y_ += boxGap;
        std::vector<NumberBox> hits;
        for (const auto& hit : card_.directHits) hits.push_back({hit.target, hitNumber(hit.roll)});
        numberRow(hits, std::nullopt);
    }

    // Boxes of a label over a big number, sharing the width in proportion to their labels.
    void numberRow(const std::vector<NumberBox>& boxes, std::optional<Colour> fill) {
        std::vector<float> widths;
        float natural = 0;
        for (const auto& box : boxes) {
            widths.push_back(std::max(ink_.width(box.label, FontStyle::Regular, labelSize),
                                      ink_.width(box.value, FontStyle::Bold, valueSize)) +
                             6);
            natural += widths.back();
        }
        const auto count = static_cast<float>(boxes.size());
        const float spare = (innerWidth - natural - boxGap * (count - 1)) / count;
        if (spare < 0) fits_ = false;
        float left = x_;
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            const float width = widths[i] + spare;
            if (fill) ink_.page().fillRectangle(left, y_, width, boxHeight, *fill);
            ink_.page().strokeRectangle(left, y_, width, boxHeight, boxPen);
            ink_.aligned(left, y_ + 8.0f, width, boxes[i].label, FontStyle::Regular, labelSize,
                         Align::Centre, labelInk);
            ink_.aligned(left, y_ + 19.0f, width, boxes[i].value, FontStyle::Bold, valueSize,
                         Align::Centre);
            left += width + boxGap;
        }
        y_ += boxHeight;
    }

    float reminderSize(const std::vector<Reminder>& reminders) {
        for (const float size : reminderSizes) {
            const float room = bottom_ - bottomHeight() - sectionGap - (y_ + sectionGap);
            if (ink_.paragraphsHeight(reminders, size, innerWidth) <= room) return size;
        }
        return minimumCardFontSize;
    }

    // The officer box and the rows of bases and marker boxes.
    float bottomHeight() const {
        return officerBoxHeight + sectionGap + (markersRow() ? 3 : 2) * tickRowHeight;
    }

    // Pinned and routing are markers on the table, come and gone within a turn: a card shows
    // them only when its unit carries one, so the reminders keep their room on the others.
    bool markersRow() const {
        return card_.state && (card_.state->pinned || card_.state->routing);
    }

    void officer() {
        ink_.page().strokeRectangle(x_, y_, innerWidth, officerBoxHeight, boxPen);
        const float left = x_ + 4;
        const float right = x_ + innerWidth - 4;
        const float first = y_ + 10;
        const float second = y_ + 21;
        const float bonusAt = right - 62;
        const auto& officer = card_.state ? card_.state->officer : std::nullopt;
        if (!officer) {
            ink_.labelledLine(left, first, bonusAt - 8, "Officer");
            ink_.labelledLine(bonusAt, first, right, "Morale bonus");
            ink_.labelledLine(left, second, right, "Characteristics");
        } else {
            filledIn(ink_.label(left, first, "Officer"), bonusAt - 8, first, officer->name,
                     FontStyle::Bold, 9);
            ink_.label(bonusAt, first, "Morale bonus");
            ink_.aligned(bonusAt, first, right - bonusAt, signedNumber(officer->moraleBonus),
                         FontStyle::Bold, 9, Align::Right);
            const std::string names = officer->characteristics.empty()
                                          ? "none"
                                          : joined(officer->characteristics);
            filledIn(ink_.label(left, second, "Characteristics"), right, second, names,
                     FontStyle::Regular, 7.5f);
        }
        y_ += officerBoxHeight + sectionGap;
    }

    // What is written in after a label, as large as fits up to `right`.
    void filledIn(float x, float right, float baseline, const std::string& text, FontStyle style,
                  float largest) {
        const float size = ink_.fitting(text, style, largest, labelSize, right - x);
        if (ink_.width(text, style, size) > right - x) fits_ = false;
        ink_.text(x, baseline, ink_.page().cutToWidth(text, style, size, right - x), style, size);
    }

    // The marker boxes line up under the boxes for bases lost.
    void basesAndMarkers() {
        const auto& state = card_.state;
        const int bases = state ? state->bases : card_.blankBases;
        const std::string count = std::to_string(bases);
        float left = ink_.label(x_, y_ + 8, "Bases");
        if (state) {
            ink_.text(left, y_ + 8.5f, count, FontStyle::Bold, 9);
            left += ink_.width(count, FontStyle::Bold, 9) + 6;
        } else {
            ink_.page().strokeRectangle(left, y_, 16, 9, boxPen);  // to write the bases in
            left += 22;
        }
        left = ink_.label(left, y_ + 8, "Lost");
        const float boxesAt = std::max(left, x_ + ink_.width("Terror", FontStyle::Regular,
                                                             labelSize) + 3);
        const float lostEnd = ink_.tickBoxes(boxesAt, y_, bases, state ? state->basesLost : 0);
        if (card_.provisional && lostEnd + 4 > provisionalTag()) fits_ = false;
        y_ += tickRowHeight;
        const int terror = state ? state->terror : 0;
        const int humiliated = state ? state->humiliated : 0;
        ink_.label(x_, y_ + 8, "Terror");
        left = ink_.tickBoxes(boxesAt, y_, std::max(bases, terror), terror) + 6;
        left = ink_.label(left, y_ + 8, "Humiliated");
        if (ink_.tickBoxes(left, y_, std::max(bases, humiliated), humiliated) > x_ + innerWidth) {
            fits_ = false;
        }
        if (!markersRow()) return;
        y_ += tickRowHeight;
        ink_.label(x_, y_ + 8, "Pinned");
        left = ink_.tickBoxes(boxesAt, y_, 1, state->pinned ? 1 : 0) + 6;
        left = ink_.label(left, y_ + 8, "Routing");
        ink_.tickBoxes(left, y_, 1, state->routing ? 1 : 0);
    }

    // At the right of the bases row, where every card has room for it; returns its left edge.
    float provisionalTag() {
        const std::string tag = "provisional values";
        const float width = ink_.width(tag, FontStyle::Bold, labelSize) + 6;
        const float left = x_ + innerWidth - width;
        ink_.page().fillRectangle(left, y_ - 0.5f, width, 10, provisionalFill);
        ink_.page().strokeRectangle(left, y_ - 0.5f, width, 10, Pen{0.5f, provisionalInk});
        ink_.text(left + 3, y_ + 7, tag, FontStyle::Bold, labelSize, provisionalInk);
        return left;
    }

    static float lineCount(const std::vector<std::string>& lines) {
        return static_cast<float>(lines.size());
    }

    CardInk ink_;
    const UnitCard& card_;
    float x_;
    float top_;
    float bottom_;
    float y_;
    bool fits_ = true;  // every row stayed inside the card
};

}  // namespace

CardFit drawUnitCard(PdfPage& page, const UnitCard& card, float x, float y) {
    return CardFace(page, card, x, y).draw();
}

}  // namespace tachanka::reports
