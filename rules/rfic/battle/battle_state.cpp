#include <sstream>
#include <stdexcept>

#include "rules/rfic/battle/battle.hpp"

namespace tachanka::rules::rfic {
namespace {

std::string cardsText(const std::vector<Card>& cards) {
    std::string text;
    for (const auto& card : cards) text += (text.empty() ? "" : ",") + asciiOf(card);
    return text;
}

}  // namespace

std::string unitStateText(const BattleUnit& unit) {
    std::string text = "grade " + std::string(model::nameOf(gradeNames, unit.grade));
    if (unit.disrupted) text += " disrupted";
    if (unit.destroyed) text += " destroyed";
    if (unit.retreated) text += " retreated";
    return text;
}

void unitStateFrom(const std::string& text, BattleUnit& unit) {
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        if (word == "grade") {
            std::string grade;
            const auto value = (words >> grade) ? model::valueNamed(gradeNames, grade) : std::nullopt;
            if (!value) throw std::invalid_argument("no grade in '" + text + "'");
            unit.grade = *value;
        } else if (word == "disrupted") {
            unit.disrupted = true;
        } else if (word == "destroyed") {
            unit.destroyed = true;
        } else if (word == "retreated") {
            unit.retreated = true;
        } else {
            throw std::invalid_argument("no state '" + word + "' in '" + text + "'");
        }
    }
}

std::string commanderStateText(const BattleCommander& commander) {
    std::string text = std::string("commander ") + (commander.attacker ? "A" : "D");
    if (!commander.withUnit.empty()) text += " with " + commander.withUnit;
    if (commander.disrupted) text += " disrupted";
    if (commander.wounded) text += " wounded";
    if (commander.killed) text += " killed";
    return text;
}

std::string battleStateText(const TurnCards& cards, const std::vector<BattleCommander>& commanders) {
    std::string standing;
    for (const auto& commander : commanders) {
        if (!commander.fresh()) standing += " " + commanderStateText(commander);
    }
    if (cards.turn == 0 && standing.empty()) return "";
    std::string text = "turn " + std::to_string(cards.turn) +
                       (cards.typed ? " typed" : " seed " + std::to_string(cards.seed)) +
                       " seen " + (cards.seen.empty() ? "-" : cardsText(cards.seen)) + " dealt ";
    std::string dealt;
    for (const auto& card : cards.dealt) {
        dealt += (dealt.empty() ? "" : ",") + card.holder + "=" + asciiOf(card.card);
    }
    return text + (dealt.empty() ? "-" : dealt) + standing;
}

BattleState battleStateFrom(const std::string& text) {
    BattleState state;
    if (text.empty()) return state;
    auto& cards = state.cards;
    std::istringstream words(text);
    std::string word;
    const auto fail = [&] { throw std::invalid_argument("no battle state in '" + text + "'"); };
    if (!(words >> word) || word != "turn" || !(words >> cards.turn)) fail();
    if (!(words >> word)) fail();
    if (word == "typed") {
        cards.typed = true;
    } else if (word != "seed" || !(words >> cards.seed)) {
        fail();
    }
    std::string seen;
    std::string dealt;
    if (!(words >> word) || word != "seen" || !(words >> seen)) fail();
    if (!(words >> word) || word != "dealt" || !(words >> dealt)) fail();
    if (seen != "-") cards.seen = parseCards(seen);
    if (dealt != "-") {
        std::istringstream items(dealt);
        std::string item;
        while (std::getline(items, item, ',')) {
            const auto equals = item.rfind('=');
            if (equals == std::string::npos) fail();
            cards.dealt.push_back({item.substr(0, equals), parseCard(item.substr(equals + 1))});
        }
    }
    while (words >> word) {
        if (word == "commander") {
            std::string side;
            if (!(words >> side) || (side != "A" && side != "D")) fail();
            state.commanders.push_back({});
            state.commanders.back().attacker = side == "A";
            continue;
        }
        if (state.commanders.empty()) fail();
        auto& commander = state.commanders.back();
        if (word == "with") {
            if (!(words >> commander.withUnit)) fail();
        } else if (word == "disrupted") {
            commander.disrupted = true;
        } else if (word == "wounded") {
            commander.wounded = true;
        } else if (word == "killed") {
            commander.killed = true;
        } else {
            fail();
        }
    }
    return state;
}

}  // namespace tachanka::rules::rfic
