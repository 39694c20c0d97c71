#include <algorithm>
#include <functional>

#include "app/core/rfic/rfic_lookups.hpp"
#include "app/core/rfic/rfic_system.hpp"

namespace tachanka::core {
namespace {

namespace rfic = rules::rfic;
using Kind = OddsInput::Kind;

template <typename Enum>
Enum chosen(const OddsValues& values, std::string_view key) {
    return static_cast<Enum>(valueOf(values, key));
}

// The weapons a unit fires with (the Commander's dice are added to a unit's, not a weapon).
std::vector<std::string> weaponIds() {
    std::vector<std::string> ids;
    for (const auto& row : loadRficTables().fire.dice) {
        if (!row.isBonus) ids.push_back(row.id);
    }
    return ids;
}

// The undealt pile as a player knows it: the pack less the cards seen this turn, typed as they
// were dealt face up and turned over, or counted by colour (by suit on the cohesion page).
enum PileGiven { bySeenCards, byCounts };

using Pile = std::vector<rfic::Card>;

Pile seenCards(const OddsValues& values) {
    return typedCards(textOf(values, "seen"), "Cards seen this turn");
}

Pile pileOfPage(const OddsValues& values, const std::function<Pile()>& counted) {
    if (valueOf(values, "pile") == byCounts) return counted();
    return pileAfterSeen(seenCards(values), valueOf(values, "pack-jokers"));
}

// Only the Commander table tells the King, Queen and Jack of Hearts from other red cards; a
// count by colour on the other pages takes all three as left, so any count of red cards makes a
// pile.
Pile pileOfPage(const OddsValues& values, int courtHearts) {
    return pileOfPage(values, [&] {
        return pileByColour(valueOf(values, "red"), valueOf(values, "black"), courtHearts,
                            valueOf(values, "jokers"));
    });
}

// "the 26 red and 24 black cards left, after the 2 cards seen"
std::string given(const OddsValues& values, std::string left) {
    std::string text = std::move(left);
    if (valueOf(values, "pile") == bySeenCards) {
        const auto seen = seenCards(values).size();
        text += ", after the " + std::to_string(seen) + " card" + (seen == 1 ? "" : "s") + " seen";
    }
    return text;
}

OddsAnswer firePage(const OddsValues& values) {
    const auto ids = weaponIds();
    const rfic::FireRequest request{ids.at(static_cast<std::size_t>(valueOf(values, "weapon"))),
                                    valueOf(values, "count"), valueOf(values, "moved") != 0,
                                    valueOf(values, "commanders")};
    const bool inCover = valueOf(values, "cover") != 0;
    const auto pile = inCover ? pileOfPage(values, 3) : Pile{};
    const auto odds = fireOdds(request, inCover, pile);
    std::string note = std::to_string(fireDiceOf(request)) + "D6, a 6 hits";
    if (inCover) {
        note += "; a cover card for each hit, given " + given(values, colourLeft(pile));
    }
    return {odds, note + "."};
}

OddsAnswer coverPage(const OddsValues& values) {
    const auto pile = pileOfPage(values, 3);
    return {coverOdds(pile), "Given " + given(values, colourLeft(pile)) + "."};
}

OddsAnswer damagePage(const OddsValues& values) {
    const auto unit = chosen<DamagedUnit>(values, "unit");
    const bool commander = unit == DamagedUnit::Commander;
    const auto pile = pileOfPage(values, commander ? valueOf(values, "court-hearts") : 3);
    std::string left = colourLeft(pile);
    if (commander) {
        // Read down the Commander table, so a house rule's cards are counted as it plays.
        const auto effects = loadRficTables().cards;
        const auto killing = std::count_if(pile.begin(), pile.end(), [&](const rfic::Card& card) {
            return !card.isJoker() &&
                   rfic::commanderFate(effects, card) == rfic::CommanderFate::Killed;
        });
        left += ", " + std::to_string(killing) + " of which kill the Commander";
    }
    return {damageOdds(unit, pile), "Given " + given(values, std::move(left)) + "."};
}

OddsAnswer cohesionPage(const OddsValues& values) {
    const rfic::CohesionRequest request{chosen<rfic::Rallying>(values, "who"),
                                        chosen<rfic::Grade>(values, "grade"),
                                        valueOf(values, "commander") != 0};
    const auto pile = pileOfPage(values, [&] {
        return pileOf({valueOf(values, "hearts"), valueOf(values, "clubs"),
                       valueOf(values, "diamonds"), valueOf(values, "spades"),
                       std::min(3, valueOf(values, "hearts")), valueOf(values, "jokers")});
    });
    return {cohesionOdds(request, pile), "Given " + given(values, suitsLeft(pile)) + "."};
}

OddsAnswer aircraftPage(const OddsValues&) { return {aircraftOdds(), aircraftProvisionalNote()}; }

OddsAnswer minefieldPage(const OddsValues&) {
    return {minefieldOdds(), "The opposing Commander's D6s; hits are taken as artillery hits."};
}

// How the pile is given, then its inputs each way: `counts` when counted. On a page where the
// pile counts only at times, every one of them carries `when` too.
std::vector<OddsInput> pileInputs(std::string countedBy, std::vector<OddsInput> counts,
                                  const std::vector<std::pair<std::string, int>>& when = {}) {
    std::vector<OddsInput> inputs{
        choiceInput("pile", "Cards left, from", {"cards-seen", std::move(countedBy)}),
        textInput("seen", "Cards seen this turn", "7H,QS or 7♥,Q♠"),
        numberInput("pack-jokers", "Jokers in the pack", 0, 2, 0)};
    inputs[1].onlyWhen = inputs[2].onlyWhen = {{"pile", bySeenCards}};
    for (auto& input : counts) {
        input.onlyWhen.emplace_back("pile", byCounts);
        inputs.push_back(std::move(input));
    }
    inputs.push_back(numberInput("jokers", "Jokers left in the pile", 0, 2, 0));
    inputs.back().onlyWhen = {{"pile", byCounts}};
    for (auto& input : inputs) {
        input.onlyWhen.insert(input.onlyWhen.begin(), when.begin(), when.end());
    }
    return inputs;
}

std::vector<OddsInput> colourCounts() {
    return {numberInput("red", "Red cards left in the pile", 0, 26, 26),
            numberInput("black", "Black cards left in the pile", 0, 26, 26)};
}

}  // namespace

std::vector<OddsForm> rficOddsForms() {
    auto fireInputs = std::vector<OddsInput>{
        choiceInput("weapon", "Weapon", weaponIds()),
        numberInput("count", "Figures, crew figures, AFVs or guns firing", 0, 12, 6),
        flagInput("moved", "moved this turn or disrupted"),
        numberInput("commanders", "Commander figures with the unit", 0, 2, 0),
        flagInput("cover", "the target is in cover")};
    for (auto& input : pileInputs("counts-by-colour", colourCounts(), {{"cover", 1}})) {
        fireInputs.push_back(std::move(input));
    }
    auto court = numberInput("court-hearts", "of the red: K, Q, J of Hearts", 0, 3, 3);
    court.onlyWhen = {{"unit", static_cast<int>(DamagedUnit::Commander)}};
    auto damageCounts = colourCounts();
    damageCounts.push_back(std::move(court));
    auto damageInputs = std::vector<OddsInput>{
        choiceInput("unit", "Disrupted unit hit", namesIn(damagedUnitNames))};
    for (auto& input : pileInputs("counts-by-colour", std::move(damageCounts))) {
        damageInputs.push_back(std::move(input));
    }
    auto grade = choiceInput("grade", "Unit grading", namesIn(rfic::gradeNames));
    grade.onlyWhen = {{"who", static_cast<int>(rfic::Rallying::Unit)}};
    auto withCommander = flagInput("commander", "a Commander in the unit's hex");
    withCommander.onlyWhen = {{"who", static_cast<int>(rfic::Rallying::Unit)}};
    auto cohesionInputs = std::vector<OddsInput>{
        choiceInput("who", "Disrupted", namesIn(rfic::rallyingNames)), std::move(grade),
        std::move(withCommander)};
    for (auto& input : pileInputs("counts-by-suit",
                                  {numberInput("hearts", "Hearts left", 0, 13, 13),
                                   numberInput("clubs", "Clubs left", 0, 13, 13),
                                   numberInput("diamonds", "Diamonds left", 0, 13, 13),
                                   numberInput("spades", "Spades left", 0, 13, 13)})) {
        cohesionInputs.push_back(std::move(input));
    }
    return {
        {"fire", "fire", std::move(fireInputs), {{"Hits (D6, cover cards)", 1, firePage}}},
        {"cover",
         "cover card",
         pileInputs("counts-by-colour", colourCounts()),
         {{"Cover card", 1, coverPage}}},
        {"damage", "damage", std::move(damageInputs), {{"Second hit (cards)", 1, damagePage}}},
        {"cohesion",
         "cohesion",
         std::move(cohesionInputs),
         {{"Regaining cohesion (cards)", 1, cohesionPage}}},
        {"aircraft", "aircraft", {}, {{"Aircraft deployment (2D6 for a Joker)", 1, aircraftPage}}},
        {"minefield", "minefield", {}, {{"Minefield hits (8D6)", 1, minefieldPage}}},
    };
}

}  // namespace tachanka::core
