#include "app/core/actions/actions_lookups.hpp"

#include "app/core/common/paths.hpp"
#include "app/core/common/user_error.hpp"
#include "rules/actions/table_file.hpp"

namespace tachanka::core {
namespace {

namespace actions = rules::actions;

// Runs `procedure` on the chosen dice, its refusals of bad dice as UserErrors.
template <typename Procedure>
auto withDice(const DiceChoice& dice, Procedure&& procedure) {
    return asUserErrors([&] { return rollWith(dice, procedure); });
}

}  // namespace

std::filesystem::path actionsTablesFile() { return rulesFile("actions-table.xml"); }

actions::ActionsTables loadActionsTables() {
    return asUserErrors([] { return actions::loadActionsTables(actionsTablesFile()); });
}

Rolled<actions::OrderResult> diceForOrder(const OrderRequest& request, const DiceChoice& dice) {
    const auto tables = loadActionsTables();
    return withDice(dice, [&](rules::Dice& rolled) {
        return actions::diceForOrder(tables.orderTable(request.table), request.risk,
                                     request.commanded, rolled);
    });
}

std::string orderOutcome(const actions::OrderResult& result) {
    if (!result.followed) return "player's choice (ignores *" + result.cell.text + "*)";
    return result.cell.italic ? "*" + result.cell.text + "*" : result.cell.text;
}

rules::Distribution orderOdds(const OrderRequest& request) {
    const auto tables = loadActionsTables();
    const auto& table = tables.orderTable(request.table);
    return rules::enumerateOutcomes([&](rules::Dice& dice) {
        return orderOutcome(actions::diceForOrder(table, request.risk, request.commanded, dice));
    });
}

Rolled<actions::HandoverResult> handOver(const HandoverRequest& request, const DiceChoice& dice) {
    const auto tables = loadActionsTables();
    return withDice(dice, [&](rules::Dice& rolled) {
        return actions::handOver(tables, request.table, request.unit, request.situation, rolled);
    });
}

rules::Distribution handOverOdds(const HandoverRequest& request) {
    const auto tables = loadActionsTables();
    return asUserErrors([&] {
        return rules::enumerateOutcomes([&](rules::Dice& dice) {
            const auto result =
                actions::handOver(tables, request.table, request.unit, request.situation, dice);
            const std::string order = orderOutcome(result.order);
            if (result.effect == actions::UnitEffect::None) return order;
            return order + " → " +
                   std::string(model::nameOf(actions::unitEffectNames, result.effect));
        });
    });
}

std::string handoverNote() {
    const auto handover = loadActionsTables().handover;
    return (handover.provisional ? "PROVISIONAL: " : "") + handover.note;
}

actions::RiskAssessment assessRisk(const actions::Circumstances& circumstances) {
    const auto tables = loadActionsTables();
    return asUserErrors([&] { return actions::assessRisk(tables.riskFactors, circumstances); });
}

Rolled<actions::HitResult> rollToHit(const HitRequest& request, const DiceChoice& dice) {
    const auto tables = loadActionsTables();
    return withDice(dice, [&](rules::Dice& rolled) {
        return actions::rollToHit(tables.toHit, request.range, request.cover, rolled);
    });
}

rules::Distribution hitOdds(const HitRequest& request) {
    const auto tables = loadActionsTables();
    return rules::enumerateOutcomes([&](rules::Dice& dice) {
        return std::string(actions::rollToHit(tables.toHit, request.range, request.cover, dice).hit
                               ? "hit"
                               : "miss");
    });
}

Rolled<actions::DamageResult> rollDamage(const DamageRequest& request, const DiceChoice& dice) {
    const auto tables = loadActionsTables();
    return withDice(dice, [&](rules::Dice& rolled) {
        return actions::rollDamage(tables.damage, request.weapon, request.shooter, rolled);
    });
}

rules::Distribution damageOdds(const DamageRequest& request) {
    const auto tables = loadActionsTables();
    return rules::enumerateOutcomes([&](rules::Dice& dice) {
        const auto result =
            actions::rollDamage(tables.damage, request.weapon, request.shooter, dice);
        return std::string(model::nameOf(actions::damageNames, result.result));
    });
}

Rolled<actions::ActivationResult> activate(const actions::ActivationRequest& request,
                                           const DiceChoice& dice) {
    const auto tables = loadActionsTables();
    return withDice(dice, [&](rules::Dice& rolled) {
        return actions::activate(tables.activation, request, rolled);
    });
}

rules::Distribution activationOdds(const actions::ActivationRequest& request) {
    const auto tables = loadActionsTables();
    // Every sequence of the dice is run: 6^8 is about 1.7 million, counted in a few seconds.
    constexpr int mostDice = 8;
    int thrown = actions::commandDice(tables.activation, request.officer, request.drummer);
    for (const auto& nco : request.chain) {
        thrown += actions::commandDice(tables.activation, nco, false);
    }
    if (thrown > mostDice) {
        throw UserError("the odds count at most " + std::to_string(mostDice) +
                        " command dice, not " + std::to_string(thrown));
    }
    return asUserErrors([&] {
        return rules::enumerateOutcomes([&](rules::Dice& dice) {
            return std::string(actions::activate(tables.activation, request, dice).commanded
                                   ? "commanded"
                                   : "not commanded");
        });
    });
}

Rolled<int> sightingRangeCm(const DiceChoice& dice) {
    const auto tables = loadActionsTables();
    return withDice(dice, [&](rules::Dice& rolled) {
        return actions::sightingRangeCm(tables.visibility, rolled);
    });
}

rules::Distribution sightingOdds() {
    const auto tables = loadActionsTables();
    return rules::enumerateOutcomes([&](rules::Dice& dice) {
        return std::to_string(actions::sightingRangeCm(tables.visibility, dice)) + " cm";
    });
}

bool formedAsOneGroup(bool italicOrder, int spreadCm, int officerCm) {
    return actions::formedAsOneGroup(loadActionsTables().formedTroops, italicOrder, spreadCm,
                                     officerCm);
}

rules::actions::MoveResult moveFigures(const rules::actions::MoveRequest& request) {
    const auto tables = loadActionsTables();
    return asUserErrors([&] { return rules::actions::move(tables.movement, tables.shooting, request); });
}

int uncommandedShots(int figures, bool moving) {
    const auto tables = loadActionsTables();
    return asUserErrors(
        [&] { return actions::uncommandedShots(tables.shooting, figures, moving); });
}

int handHurledShots(int figures) {
    const auto tables = loadActionsTables();
    return asUserErrors([&] { return actions::handHurledShots(tables.shooting, figures); });
}

}  // namespace tachanka::core
