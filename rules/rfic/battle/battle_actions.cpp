#include <algorithm>
#include <stdexcept>

#include "rules/rfic/battle/battle.hpp"
#include "rules/rfic/battle/commanders.hpp"
#include "rules/rfic/deck.hpp"
#include "rules/rfic/deck_odds.hpp"
#include "rules/rfic/fire.hpp"
#include "rules/rfic/hits.hpp"
#include "rules/rfic/battle/table_states.hpp"

namespace tachanka::rules::rfic {
namespace {

constexpr std::string_view fireDie = "fire";

// The undealt pile as the turn has left it: the cards the players typed for this action, or
// the seeded pack's order with every card seen taken out. Each card drawn is seen.
class TurnPile final : public CardSource {
public:
    TurnPile(TurnCards& cards, const std::optional<std::vector<Card>>& typed, CardSource* counted)
        : cards_(cards), typed_(typed), counted_(counted) {}

    Card draw(std::string_view purpose) override {
        const Card card = next(purpose);
        cards_.seen.push_back(card);
        return card;
    }

private:
    Card next(std::string_view purpose) {
        if (counted_ != nullptr) return counted_->draw(purpose);
        const auto seen = [&](const Card& card) {
            return std::find(cards_.seen.begin(), cards_.seen.end(), card) != cards_.seen.end();
        };
        if (typed_) {
            if (used_ >= typed_->size()) {
                throw CardsExhausted("no typed card left: one is needed for " +
                                     std::string(purpose));
            }
            const Card card = (*typed_)[used_++];
            if (seen(card)) {
                throw std::invalid_argument(textOf(card) + " has been seen this turn: it is not "
                                                           "in the undealt pile");
            }
            return card;
        }
        if (cards_.typed) {
            throw std::invalid_argument("this turn's cards are the players': type the cards "
                                        "turned over");
        }
        const auto pack = Deck::shuffled(cards_.seed, 0);
        for (const auto& card : pack.undealt()) {
            if (!seen(card)) return card;
        }
        throw CardsExhausted("the pack is spent: no card for " + std::string(purpose));
    }

    TurnCards& cards_;
    const std::optional<std::vector<Card>>& typed_;
    CardSource* counted_;  // exact odds: every card the pile may give
    std::size_t used_ = 0;
};

BattleUnit& unitCoded(RficBattle& battle, const std::string& code, std::string_view role) {
    if (code.empty()) throw std::invalid_argument("name the " + std::string(role));
    for (auto& unit : battle.units) {
        if (unit.code != code) continue;
        if (unit.left() == 0) throw std::invalid_argument(code + " has nothing left on the table");
        if (unit.retreated) throw std::invalid_argument(code + " was driven out of the fight");
        return unit;
    }
    throw std::invalid_argument("the battle has no unit " + code);
}

BattleUnit& enemyOf(RficBattle& battle, const BattleUnit& actor, const std::string& code) {
    auto& target = unitCoded(battle, code, "target");
    if (target.attacker == actor.attacker) {
        throw std::invalid_argument(actor.code + " and " + code + " are on the same side");
    }
    return target;
}

std::optional<Vehicle> vehicleOf(Mover mover) {
    switch (mover) {
        case Mover::LightAfv:
            return Vehicle::LightAfv;
        case Mover::MediumAfv:
            return Vehicle::MediumAfv;
        case Mover::HeavyAfv:
            return Vehicle::HeavyAfv;
        case Mover::HorseTransport:
        case Mover::MotorTransport:
            return Vehicle::Transport;
        default:
            return std::nullopt;
    }
}

// The fire dice row a unit throws at a target (README: infantry and cavalry small arms,
// infantry weapons at AFVs, artillery crews, AFV guns; transports do not fire).
std::string weaponOf(const BattleUnit& actor, bool atVehicle) {
    switch (actor.mover) {
        case Mover::Infantry:
        case Mover::Cavalry:
            return atVehicle ? "infantry-vs-afv" : "small-arms";
        case Mover::LightArtillery:
        case Mover::HeavyArtillery:
            return "artillery";
        case Mover::LightAfv:
        case Mover::MediumAfv:
        case Mover::HeavyAfv:
            return "afv-gun";
        default:
            throw std::invalid_argument(actor.code + " is " +
                                        std::string(model::nameOf(moverNames, actor.mover)) +
                                        ": it does not fire");
    }
}

void applyHits(const RficTables& tables, BattleUnit& target, int hits, bool cover,
               TableStates& states, CardSource& pile, BattleActionResult& result) {
    for (int hit = 0; hit < hits && target.left() > 0; ++hit) {
        if (states.countsStates()) {
            states.reached("hit on " + target.code + ' ' + std::to_string(hits - hit));
        }
        if (cover && !coverLetsHit(tables, pile, target.code, result.cells)) continue;
        const auto vehicle = vehicleOf(target.mover);
        const HitRequest request{vehicle ? Target::Vehicle : Target::Troops,
                                 vehicle.value_or(Vehicle::LightAfv), target.disrupted};
        const auto resolved = resolveHit(tables.cards, request, pile);
        std::string cards;
        for (const auto& card : resolved.cards) cards += " " + textOf(card);
        result.cells.push_back("hit on " + target.code + ":" + cards + " → " +
                               std::string(model::nameOf(hitOutcomeNames, resolved.outcome)));
        switch (resolved.outcome) {
            case HitOutcome::Disrupted:
                target.disrupted = true;
                result.effects.push_back(target.code + " is disrupted");
                break;
            case HitOutcome::FigureKilled:
                ++target.figuresLost;
                result.effects.push_back(target.code + " loses a figure");
                break;
            case HitOutcome::Destroyed:
                target.destroyed = true;
                result.effects.push_back(target.code + " is destroyed");
                break;
            default:
                break;
        }
    }
}

// A close assault's dice are its own: their total counts, besides the 6s. The Commander with
// the unit adds his dice unless he is disrupted (README).
FireResult fireOf(const RficTables& tables, const RficBattle& battle, const BattleUnit& actor,
                  bool atVehicle, bool moved, Dice& dice, BattleActionResult& result,
                  std::string_view purpose = fireDie) {
    const auto* commander = commanderWith(battle, actor);
    const bool withCommander = commander != nullptr && !commander->disrupted;
    const FireRequest request{weaponOf(actor, atVehicle), actor.left(), moved || actor.disrupted,
                              withCommander ? 1 : 0, purpose != fireDie};
    const auto fired = fire(tables.fire, request, dice, purpose);
    result.cells.push_back(actor.code + " fires " + std::to_string(fired.dice) + " D6 (" +
                           request.weapon + (request.movedOrDisrupted ? ", moved or disrupted" : "") +
                           (withCommander ? ", with " + commander->code() : "") + ") → " +
                           std::to_string(fired.hits) + (fired.hits == 1 ? " hit" : " hits"));
    return fired;
}

void deal(RficBattle& battle, const BattleRequest& request, Dice& dice,
          BattleActionResult& result) {
    std::vector<std::string> holders;
    for (const auto& unit : battle.units) {
        if (unit.left() > 0 && !unit.retreated) holders.push_back(unit.code);
    }
    for (auto& commander : battle.commanders) {
        if (commander.withUnit.empty() ||
            std::find(holders.begin(), holders.end(), commander.withUnit) != holders.end()) {
            continue;
        }
        result.effects.push_back(commander.code() + " is on his own: " + commander.withUnit +
                                 " has left the table");
        commander.withUnit.clear();
    }
    const auto commanders = commanderHolders(battle);
    holders.insert(holders.end(), commanders.begin(), commanders.end());
    TurnCards next;
    next.turn = battle.cards.turn + 1;
    std::optional<Deck> deck;
    if (request.cards) {
        if (request.cards->size() != holders.size()) {
            const auto count = [](std::size_t n, const char* what) {
                return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
            };
            throw std::invalid_argument("deal one card a unit and Commander: " +
                                        count(holders.size(), "holder") +
                                        ", " + count(request.cards->size(), "card") + " typed");
        }
        for (const auto& card : *request.cards) {
            if (card.isJoker()) throw std::invalid_argument("no Joker: the battle has no aircraft");
        }
        next.typed = true;
        deck = Deck::stacked(*request.cards);
    } else {
        next.seed = static_cast<std::uint64_t>(dice.roll(65536, "shuffle the pack") - 1) << 16 |
                    static_cast<std::uint64_t>(dice.roll(65536, "shuffle the pack") - 1);
        deck = Deck::shuffled(next.seed, 0);
    }
    auto dealt = dealTurn(*deck, holders);
    for (const auto& card : dealt.cards) next.seen.push_back(card.card);
    shareCards(battle, dealt.cards, result.cells);
    next.dealt = activationOrder(dealt.cards);
    std::string order;
    for (const auto& card : next.dealt) {
        order += (order.empty() ? "" : ", ") + card.holder + " " + textOf(card.card);
    }
    result.cells.push_back("dealt, lowest first: " + order);
    result.effects.insert(result.effects.begin(), "turn " + std::to_string(next.turn) + ": " +
                             (next.dealt.empty() ? "no unit to activate"
                                                 : next.dealt.front().holder + " is activated first"));
    battle.cards = std::move(next);
}

void resolve(const RficTables& tables, RficBattle& battle, const BattleRequest& request,
             TableStates& dice, CardSource& pile, BattleActionResult& result) {
    switch (request.action) {
        case BattleAction::Deal:
            deal(battle, request, dice, result);
            return;
        case BattleAction::Fire: {
            auto& actor = unitCoded(battle, request.actor, "unit that fires");
            if (auto* commander = commanderCoded(battle, request.target)) {
                if (commander->attacker == actor.attacker) {
                    throw std::invalid_argument(actor.code + " and " + request.target +
                                                " are on the same side");
                }
                const auto fired =
                    fireOf(tables, battle, actor, false, request.moved, dice, result);
                hitCommander(tables, *commander, fired.hits, request.cover, pile, result.cells,
                             result.effects);
                return;
            }
            auto& target = enemyOf(battle, actor, request.target);
            const auto fired = fireOf(tables, battle, actor, vehicleOf(target.mover).has_value(),
                                      request.moved, dice, result);
            applyHits(tables, target, fired.hits, request.cover, dice, pile, result);
            return;
        }
        case BattleAction::Assault: {
            auto& actor = unitCoded(battle, request.actor, "unit that assaults");
            if (commanderCoded(battle, request.target) != nullptr) {
                throw std::invalid_argument("a close assault is made on a unit, not on " +
                                            request.target + ": fire at him");
            }
            auto& target = enemyOf(battle, actor, request.target);
            if (actor.disrupted) throw std::invalid_argument(actor.code + " is disrupted: it does not move");
            const auto attacking =
                fireOf(tables, battle, actor, vehicleOf(target.mover).has_value(), request.moved,
                       dice, result, "close assault: the assaulting unit");
            dice.carry("assaulter " + std::to_string(attacking.total) + ',' +
                       std::to_string(attacking.hits));
            const auto defending =
                fireOf(tables, battle, target, vehicleOf(actor.mover).has_value(), false, dice,
                       result, "close assault: the defending unit");
            // Past the throws, the rest reads which total is higher and the defender's hits.
            dice.carry("assault " + std::to_string((attacking.total > defending.total) -
                                                   (attacking.total < defending.total)) +
                       ',' + std::to_string(defending.hits));
            applyHits(tables, target, attacking.hits, request.cover, dice, pile, result);
            applyHits(tables, actor, defending.hits, false, dice, pile, result);
            result.cells.push_back("close assault: " + std::to_string(attacking.total) + " against " +
                                   std::to_string(defending.total));
            if (attacking.total > defending.total && target.left() > 0) {
                target.retreated = true;
                result.effects.push_back(target.code + " retreats one hex; " + actor.code +
                                         " occupies it");
            } else if (attacking.total < defending.total && actor.left() > 0) {
                actor.disrupted = true;
                result.effects.push_back(actor.code + " retreats one hex, disrupted");
            }
            return;
        }
        case BattleAction::Cohesion: {
            if (auto* commander = commanderCoded(battle, request.actor)) {
                rallyCommander(tables, *commander, pile, result.cells, result.effects);
                return;
            }
            auto& unit = unitCoded(battle, request.actor, "disrupted unit");
            if (!unit.disrupted) throw std::invalid_argument(unit.code + " is not disrupted");
            // Regaining Cohesion: any Commander in the hex; the one with the unit is.
            const bool commanderInHex =
                request.commanderInHex || commanderWith(battle, unit) != nullptr;
            if (rally(tables, unit.code, {Rallying::Unit, unit.grade, commanderInHex}, pile,
                      result.cells, result.effects)) {
                unit.disrupted = false;
            }
            return;
        }
        case BattleAction::Join: {
            auto* commander = commanderCoded(battle, request.actor);
            if (commander == nullptr) {
                throw std::invalid_argument("name the Commander who joins a unit (" +
                                            (battle.commanders.empty()
                                                 ? std::string("the battle has none")
                                                 : battle.commanders.front().code() + ", ...") +
                                            ")");
            }
            joinUnit(battle, *commander, request.target, result.effects);
            return;
        }
    }
}

std::string summaryOf(const RficBattle& before, const RficBattle& after,
                      const BattleActionResult& result) {
    if (after.cards.turn != before.cards.turn) return result.effects.front();
    std::string summary;
    for (std::size_t index = 0; index < after.units.size(); ++index) {
        const auto& was = before.units[index];
        const auto& now = after.units[index];
        std::vector<std::string> parts;
        if (now.figuresLost > was.figuresLost) {
            const int lost = now.figuresLost - was.figuresLost;
            parts.push_back(std::to_string(lost) + (lost == 1 ? " figure lost" : " figures lost"));
        }
        if (now.destroyed && !was.destroyed) parts.emplace_back("destroyed");
        if (now.disrupted != was.disrupted) {
            parts.emplace_back(now.disrupted ? "disrupted" : "cohesion regained");
        }
        if (now.retreated && !was.retreated) parts.emplace_back("retreats");
        if (parts.empty()) continue;
        std::string text;
        for (const auto& part : parts) text += (text.empty() ? "" : ", ") + part;
        summary += (summary.empty() ? "" : "; ") + now.code + ": " + text;
    }
    for (const auto& change : commanderChanges(before, after)) {
        summary += (summary.empty() ? "" : "; ") + change;
    }
    return summary.empty() ? "no effect" : summary;
}

}  // namespace

BattleActionResult act(const RficTables& tables, RficBattle& battle, const BattleRequest& request,
                       Dice& dice) {
    if (request.action != BattleAction::Deal && request.action != BattleAction::Join &&
        battle.cards.turn == 0) {
        throw std::invalid_argument("deal the turn's cards first (deal)");
    }
    auto changed = battle;
    BattleActionResult result;
    TurnPile pile(changed.cards, request.cards, nullptr);
    TableStates states(dice, changed);
    resolve(tables, changed, request, states, pile, result);
    result.summary = summaryOf(battle, changed, result);
    battle = std::move(changed);
    return result;
}

Distribution actionOdds(const RficTables& tables, const RficBattle& battle,
                        const BattleRequest& request) {
    if (request.action == BattleAction::Deal || request.action == BattleAction::Join) {
        throw std::invalid_argument(std::string(model::nameOf(battleActionNames, request.action)) +
                                    ": it turns no card and throws no die: no odds to count");
    }
    if (battle.cards.turn == 0) throw std::invalid_argument("deal the turn's cards first (deal)");
    // Cover cards and a vehicle's red cards read only the colour; cohesion reads a card's suit,
    // a hit on a Commander his table: a kind each of both. The fewer the kinds, the fewer the
    // piles to count.
    const bool coloursRead = request.action == BattleAction::Assault ||
                             (request.action == BattleAction::Fire &&
                              commanderCoded(battle, request.target) == nullptr);
    return enumerateWithDeck(
        [&](Dice& dice, CardSource& cards) {
            auto copy = battle;
            BattleActionResult result;
            TurnPile pile(copy.cards, std::nullopt, &cards);
            TableStates states(dice, copy);
            resolve(tables, copy, request, states, pile, result);
            return summaryOf(battle, copy, result);
        },
        pileAfter(battle.cards.seen, 0),
        [&](const Card& card) {
            if (coloursRead) return colourKind(card);
            return card.isJoker() ? suitKind(card)
                                  : suitKind(card) + "/" +
                                        std::string(model::nameOf(
                                            commanderFateNames, commanderFate(tables.cards, card)));
        });
}

}  // namespace tachanka::rules::rfic
