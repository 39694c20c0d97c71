#include "rules/rfic/cohesion.hpp"

#include <algorithm>

namespace tachanka::rules::rfic {

Grade gradeFor(const CohesionRules& table, const CohesionRequest& request) {
    switch (request.who) {
        case Rallying::Commander: return table.commanderGrade;
        case Rallying::Aircraft: return table.aircraftGrade;
        case Rallying::Unit: break;
    }
    if (!request.commanderInHex) return request.grade;
    // Grades run best first, so an improvement is a step towards Good.
    return static_cast<Grade>(std::max(static_cast<int>(request.grade) - table.commanderSteps, 0));
}

int attemptsFor(const CohesionRules& table, const CohesionRequest& request) {
    if (request.who == Rallying::Commander) return table.commanderAttempts;
    if (request.who == Rallying::Unit && request.commanderInHex) {
        return table.attemptsWithCommander;
    }
    return 1;
}

bool regainsOn(const CohesionRules& table, Grade grade, Suit suit) {
    return table.regains[static_cast<std::size_t>(suit)][static_cast<std::size_t>(grade)];
}

CohesionResult regainCohesion(const CohesionRules& table, const CohesionRequest& request,
                              CardSource& cards) {
    CohesionResult result;
    result.grade = gradeFor(table, request);
    const int attempts = attemptsFor(table, request);
    for (int attempt = 1; attempt <= attempts && !result.regained; ++attempt) {
        const Card card = turnOver(cards, "cohesion: attempt " + std::to_string(attempt) + " of " +
                                              std::to_string(attempts));
        result.cards.push_back(card);
        result.regained = regainsOn(table, result.grade, card.suit);
    }
    return result;
}

}  // namespace tachanka::rules::rfic
