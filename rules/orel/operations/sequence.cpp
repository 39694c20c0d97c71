#include "rules/orel/operations/sequence.hpp"

namespace tachanka::rules::orel::operations {

TurnPosition firstPosition(model::GameDate date) {
    return {date, Side::Whites, model::Phase::DepotStatus};
}

TurnPosition nextPosition(const TurnPosition& position) {
    if (position.phase != model::Phase::CleanUp) {
        return {position.date, position.side,
                static_cast<model::Phase>(static_cast<int>(position.phase) + 1)};
    }
    if (position.side == Side::Whites) {
        return {position.date, Side::Reds, model::Phase::DepotStatus};
    }
    return firstPosition(position.date.nextDay());
}

std::vector<std::string> automaticSteps(model::Phase phase, const RecruitmentConstants& recruitment) {
    switch (phase) {
        case model::Phase::DepotStatus:
            return {"check each depot: functional or not (3.2)",
                    "remove the Unsupplied marker of every depot found in supply again (3.2 B)"};
        case model::Phase::Recruitment:
            return {"receive the turn track's recruit points, +" +
                        std::to_string(recruitment.orelBonus) +
                        " for the side controlling Orël, saved up to " +
                        std::to_string(recruitment.savedMaximum) + " (4)",
                    "prisoners may be turned into recruit points, " +
                        std::to_string(recruitment.prisonersPerRp) + " for 1 (4.1)"};
        case model::Phase::CommandCheck:
            return {"find each formation's main body; units outside it are out of command (5.2)"};
        case model::Phase::RandomEvents:
            return {"optional: roll d100 on the active player's events column (6)"};
        case model::Phase::Movement:
            return {"reinforcements and rebuilt depots enter (7.4, 3.3)",
                    "units not spending 1 MP for Combat mode end in March mode (7.1.4)",
                    "at the end of the phase, Under Construction entrenchments of the previous "
                    "turn become Entrenched (7.3)"};
        case model::Phase::Combat:
            return {"munitions and artillery actions, then each declared attack (8.1)",
                    "non-functional depots that supplied receive an Unsupplied marker at the end "
                    "of the phase (3.2 B)"};
        case model::Phase::CleanUp:
            return {"remove Barrage and Support markers (2.1)",
                    "remove the previous turn's Rout markers of units not in enemy ZoC; they are "
                    "in Combat mode (8.7.3 B)"};
    }
    return {};
}

model::GameDate nextTurnOf(Side side, const model::GameDate& today) {
    return side == Side::Reds ? today : today.nextDay();
}

bool routMarkerRemovedAtCleanUp(bool placedThisTurn, bool inEnemyZoc) {
    return !placedThisTurn && !inEnemyZoc;
}

}  // namespace tachanka::rules::orel::operations
