#include "rules/redactions/battle/turn_sequence.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/initiative.hpp"

namespace tachanka::rules::redactions {
namespace {

bool contains(const std::vector<std::string>& codes, const std::string& code) {
    return std::find(codes.begin(), codes.end(), code) != codes.end();
}

std::string sideName(bool attacker) { return attacker ? "attacker" : "defender"; }

bool mayStillAct(const TacticalUnit& unit, const TurnSequence& turn) {
    return unit.onTable() && !turn.hasActed(unit.code) && !turn.hasForfeited(unit.code);
}

int segmentsTaken(const TacticalBattle& battle, const TurnSequence& turn, bool attacker) {
    return static_cast<int>(std::count_if(
        battle.units.begin(), battle.units.end(), [&](const TacticalUnit& unit) {
            return unit.attacker == attacker && turn.hasActed(unit.code);
        }));
}

bool sideMayAct(const TacticalBattle& battle, const TurnSequence& turn, bool attacker) {
    return std::any_of(battle.units.begin(), battle.units.end(), [&](const TacticalUnit& unit) {
        return unit.attacker == attacker && mayStillAct(unit, turn);
    });
}

// The side to move when both may: standard initiative alternates from the player who won
// it; a roll-off's winner moves, or the other player when he has no unit left to move.
std::optional<bool> sideToMove(const TacticalBattle& battle, const TurnSequence& turn,
                               bool preferred) {
    if (sideMayAct(battle, turn, preferred)) return preferred;
    if (sideMayAct(battle, turn, !preferred)) return !preferred;
    return std::nullopt;
}

std::vector<std::string> words(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> all;
    for (std::string word; in >> word;) all.push_back(word);
    return all;
}

std::string playerWord(bool attacker) { return attacker ? "attacker" : "defender"; }

bool attackerNamed(const std::string& word) {
    if (word == "attacker") return true;
    if (word == "defender") return false;
    throw std::invalid_argument("turn step: '" + word + "' is neither attacker nor defender");
}

}  // namespace

std::string turnStepText(const TurnStep& step) {
    std::vector<std::string> parts;
    if (step.begins) parts.push_back("begins " + std::string(model::nameOf(initiativeMethodNames, *step.begins)));
    if (step.attackerMoves) parts.push_back(playerWord(*step.attackerMoves) + " moves");
    if (!step.cards.empty()) {
        std::string cards = "cards";
        for (const auto& card : step.cards) cards += ' ' + card;
        parts.push_back(cards);
    }
    if (step.turnEnds) parts.emplace_back("turn ends");
    if (!step.segment.empty()) parts.push_back("segment " + step.segment);
    if (!step.forced.empty()) {
        std::string forced = "forced";
        for (const auto& code : step.forced) forced += ' ' + code;
        parts.push_back(forced);
    }
    if (!step.preemptFailed.empty()) parts.push_back("pre-empt fails " + step.preemptFailed);
    std::string text;
    for (const auto& part : parts) text += (text.empty() ? "" : "; ") + part;
    return text;
}

TurnStep turnStepFrom(std::string_view text) {
    TurnStep step;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto end = std::min(text.find(';', start), text.size());
        const auto part = words(text.substr(start, end - start));
        start = end + 1;
        if (part.empty()) continue;
        const auto& head = part.front();
        const std::vector<std::string> rest(part.begin() + 1, part.end());
        if (head == "begins" && rest.size() == 1) {
            const auto method = model::valueNamed(initiativeMethodNames, rest.front());
            if (!method) throw std::invalid_argument("turn step: no initiative '" + rest.front() + "'");
            step.begins = *method;
        } else if (rest.size() == 1 && rest.front() == "moves") {
            step.attackerMoves = attackerNamed(head);
        } else if (head == "cards") {
            step.cards = rest;
        } else if (head == "turn" && rest == std::vector<std::string>{"ends"}) {
            step.turnEnds = true;
        } else if (head == "segment" && rest.size() == 1) {
            step.segment = rest.front();
        } else if (head == "forced" && !rest.empty()) {
            step.forced = rest;
        } else if (head == "pre-empt" && rest.size() == 2 && rest.front() == "fails") {
            step.preemptFailed = rest.back();
        } else {
            throw std::invalid_argument("turn step: cannot read '" + head + "'");
        }
    }
    return step;
}

void TurnSequence::apply(const TurnStep& step) {
    if (step.begins) {
        const int next = turn + 1;
        *this = TurnSequence{};
        turn = next;
        method = *step.begins;
    }
    if (step.attackerMoves) {
        if (method == InitiativeMethod::Standard) {
            attackerFirst = step.attackerMoves;
        } else {
            rollOffWinner = step.attackerMoves;
            lastLoser = !*step.attackerMoves;
        }
    }
    if (!step.cards.empty()) cards = step.cards;
    if (step.turnEnds) ended = true;
    if (!step.segment.empty() && !hasActed(step.segment)) {
        acted.push_back(step.segment);
        rollOffWinner.reset();
        failedPreempts.clear();
    }
    if (!step.preemptFailed.empty()) failedPreempts.push_back(step.preemptFailed);
    for (const auto& code : step.forced) {
        if (!hasActed(code) && !hasForfeited(code)) forfeited.push_back(code);
    }
}

bool TurnSequence::hasActed(const std::string& code) const { return contains(acted, code); }
bool TurnSequence::hasForfeited(const std::string& code) const {
    return contains(forfeited, code);
}

NextSegment nextSegment(const TacticalBattle& battle, const TurnSequence& turn) {
    NextSegment next;
    if (turn.turn == 0) return next;
    const bool anyLeft = sideMayAct(battle, turn, true) || sideMayAct(battle, turn, false);
    if (turn.ended || !anyLeft) {
        next.turnOver = true;
        return next;
    }
    switch (turn.method) {
        case InitiativeMethod::Standard: {
            const bool first = turn.attackerFirst.value_or(true);
            const bool firstsTurn =
                segmentsTaken(battle, turn, first) <= segmentsTaken(battle, turn, !first);
            next.attacker = sideToMove(battle, turn, firstsTurn ? first : !first);
            break;
        }
        case InitiativeMethod::Cards:
            for (const auto& card : turn.cards) {
                const auto found = std::find_if(battle.units.begin(), battle.units.end(),
                                                [&](const TacticalUnit& unit) { return unit.code == card; });
                if (found != battle.units.end() && mayStillAct(*found, turn)) {
                    next.unit = card;
                    next.attacker = found->attacker;
                    break;
                }
            }
            next.turnOver = next.unit.empty();
            break;
        case InitiativeMethod::RollOff:
            if (!turn.rollOffWinner) {
                next.rollOffFirst = true;
            } else {
                next.attacker = sideToMove(battle, turn, *turn.rollOffWinner);
            }
            break;
    }
    return next;
}

std::vector<std::string> stillToAct(const TacticalBattle& battle, const TurnSequence& turn) {
    std::vector<std::string> codes;
    for (const auto& unit : battle.units) {
        if (mayStillAct(unit, turn)) codes.push_back(unit.code);
    }
    return codes;
}

bool usesSegment(const TacticalBattle& battle, const ActionRequest& request) {
    switch (request.action) {
        case TacticalAction::Move:
        case TacticalAction::Shoot:
        case TacticalAction::Charge:
        case TacticalAction::Dig:   // "This prevents any other actions"
        case TacticalAction::Wire:  // the move into the wire, or the turn's try to get through
        case TacticalAction::Handover:  // the order is the unit's action
        case TacticalAction::Fire:      // setting a fire, or fighting one
        case TacticalAction::Train:     // a train's move along its rails
            return true;
        case TacticalAction::Rally: {
            // "Test to rally from pinned" may be attempted besides the unit's action.
            const auto& unit = battle.unit(request.actor);
            return unit.state.routing || !unit.state.pinned;
        }
        default:
            return false;
    }
}

std::optional<std::string> turnRefusal(const TacticalBattle& battle, const TurnSequence& turn,
                                       const ActionRequest& request) {
    if (turn.turn == 0) return std::nullopt;
    const auto next = nextSegment(battle, turn);
    const std::string thisTurn = "turn " + std::to_string(turn.turn);
    if (request.action == TacticalAction::Initiative) {
        if (request.newTurn || next.turnOver) return std::nullopt;
        if (turn.method == InitiativeMethod::RollOff) {
            if (next.rollOffFirst) return std::nullopt;
            return "the " + sideName(*turn.rollOffWinner) +
                   " won the last roll-off and moves a unit first";
        }
        std::string left;
        for (const auto& code : stillToAct(battle, turn)) left += (left.empty() ? "" : ", ") + code;
        return thisTurn + " is not over (" + left +
               " still to act): start the next turn with a new turn";
    }
    // "A unit charged but which has not yet performed an action this turn may elect to either
    // shoot at the chargers or to take a humiliated marker and flee voluntarily."
    if (request.action == TacticalAction::Charge &&
        (request.charge.targetShoots || request.charge.targetFlees) &&
        turn.hasActed(request.target)) {
        return request.target + " has had its action segment in " + thisTurn +
               ": it may not " + (request.charge.targetShoots ? "shoot at the chargers" : "flee");
    }
    // "An infantry or cavalry unit that is shot at by enemy at close range may elect to return
    // fire simultaneously": out of sequence, with the action segment it still has.
    if (request.action == TacticalAction::Shoot && request.shot.returnFire &&
        (turn.hasActed(request.target) || turn.hasForfeited(request.target))) {
        return request.target + " has no action segment left in " + thisTurn +
               ": it may not return fire";
    }
    if (!usesSegment(battle, request)) return std::nullopt;
    const auto& actor = request.actor;
    if (turn.hasActed(actor)) return actor + " has had its action segment in " + thisTurn;
    if (turn.hasForfeited(actor)) {
        return actor + " was forced to act out of sequence in " + thisTurn +
               " and forfeits its action segment";
    }
    // "An ambushing unit may pre-empt the normal sequence to charge or shoot at a unit within
    // reach."
    const bool ambush = (request.action == TacticalAction::Shoot && request.shot.ambush) ||
                        (request.action == TacticalAction::Charge && request.charge.ambush);
    if (ambush) return std::nullopt;
    if (next.turnOver) return thisTurn + " is over: roll the initiative for the next turn";
    if (next.rollOffFirst) return "roll off for the next action segment first (initiative)";
    std::optional<std::string> outOfOrder;
    if (!next.unit.empty()) {
        if (next.unit != actor) outOfOrder = "the card drawn next is " + next.unit + "'s";
    } else if (battle.unit(actor).attacker != *next.attacker) {
        outOfOrder = "it is the " + sideName(*next.attacker) + "'s action segment";
    }
    if (outOfOrder && request.preempt) return preemptRefusal(battle, turn, next, actor);
    return outOfOrder;
}

TurnStep rollInitiative(const TacticalBattle& battle, const TurnSequence& turn,
                        const ActionRequest& request, Dice& dice, ActionResult& result) {
    const InitiativeNumbers numbers;
    const bool begins = turn.turn == 0 || request.newTurn || nextSegment(battle, turn).turnOver;
    const auto method = begins ? request.method : turn.method;
    TurnStep step;
    if (begins) step.begins = method;
    const int number = begins ? turn.turn + 1 : turn.turn;
    const std::string heading = "turn " + std::to_string(number) + ", " +
                                std::string(model::nameOf(initiativeMethodNames, method)) +
                                " initiative";
    if (method == InitiativeMethod::Cards) {
        std::vector<std::string> cards;
        for (const auto& unit : battle.units) {
            if (unit.onTable()) cards.push_back(unit.code);
        }
        step.cards = drawActivationCards(cards, dice);
        std::string order;
        for (const auto& card : step.cards) order += (order.empty() ? "" : ", ") + card;
        result.cells.push_back(heading + ": cards drawn " + order);
        result.effects.push_back("the units act in the order of their cards: " + order);
        return step;
    }
    if (method == InitiativeMethod::Standard) {
        const auto roll = rollForInitiative(numbers, dice);
        const auto& last = roll.rolls.back();
        step.attackerMoves = roll.winner == Player::First;
        result.cells.push_back(heading + ": attacker " + std::to_string(last.first) +
                               ", defender " + std::to_string(last.second));
        result.effects.push_back("the " + sideName(*step.attackerMoves) + " has the initiative");
        return step;
    }
    std::optional<Player> previousLoser;
    if (!begins && turn.lastLoser) {
        previousLoser = *turn.lastLoser ? Player::First : Player::Second;
    }
    const auto rollOff = rollOffForSegment(numbers, previousLoser, request.bothOnesEndTurn, dice);
    result.cells.push_back(heading + ": roll-off attacker " + std::to_string(rollOff.first) +
                           ", defender " + std::to_string(rollOff.second));
    if (rollOff.turnEnds) {
        step.turnEnds = true;
        result.effects.emplace_back("both players rolled a 1: the turn ends");
        return step;
    }
    step.attackerMoves = *rollOff.winner == Player::First;
    result.effects.push_back("the " + sideName(*step.attackerMoves) + " moves a unit");
    return step;
}

TurnStep stepOfAction(const TacticalBattle& before, const TurnSequence& turn,
                      const ActionRequest& request, const ActionResult& result) {
    TurnStep step;
    if (turn.turn == 0) return step;
    if (usesSegment(before, request)) step.segment = request.actor;
    auto forced = result.forced;
    // "Sabre units who have caused an enemy unit to rout in a combat will pursue immediately."
    if (request.action == TacticalAction::Pursue) forced.push_back(request.actor);
    // Shooting at its chargers is the target's action, taken out of sequence.
    if (request.action == TacticalAction::Charge && request.charge.targetShoots) {
        forced.push_back(request.target);
    }
    // So is returning fire.
    if (request.action == TacticalAction::Shoot && request.shot.returnFire) {
        forced.push_back(request.target);
    }
    for (const auto& code : forced) {
        if (code == step.segment || turn.hasActed(code) || turn.hasForfeited(code) ||
            contains(step.forced, code)) {
            continue;
        }
        step.forced.push_back(code);
    }
    return step;
}

TurnAction actInTurn(const RedActionsTables& tables, TacticalBattle& battle,
                     const TurnSequence& turn, const ActionRequest& request, Dice& dice) {
    if (const auto refused = turnRefusal(battle, turn, request)) {
        throw std::invalid_argument(*refused);
    }
    TurnAction done;
    if (request.action == TacticalAction::Initiative) {
        done.step = rollInitiative(battle, turn, request, dice, done.result);
        done.result.summary = "no change";
        // "At the beginning of each turn, add one more terror marker."
        if (done.step.begins) {
            const auto before = battle;
            steps::spreadFires(battle.field, battle, done.result);
            done.result.summary = changesBetween(before, battle);
        }
        return done;
    }
    auto inOrder = request;
    inOrder.preempt = false;
    ActionResult preempting;
    if (request.preempt && turnRefusal(battle, turn, inOrder)) {
        if (!preempts(tables, battle.unit(request.actor), dice, preempting)) {
            done.result = std::move(preempting);
            done.result.summary = "no change";
            done.step.preemptFailed = request.actor;
            return done;
        }
    }
    const auto before = battle;
    done.result = act(tables, battle, request, dice);
    done.result.cells.insert(done.result.cells.begin(), preempting.cells.begin(),
                             preempting.cells.end());
    done.result.effects.insert(done.result.effects.begin(), preempting.effects.begin(),
                               preempting.effects.end());
    done.step = stepOfAction(before, turn, request, done.result);
    return done;
}

}  // namespace tachanka::rules::redactions
