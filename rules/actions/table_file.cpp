#include "rules/actions/table_file.hpp"

#include <map>
#include <set>

#include "rules/xml/each_once.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::actions {
namespace {

using xml::Element;
using xml::readEachOnce;

// Far beyond any table: a range or distance in cm, a risk factor, a count of dice.
constexpr int largest = 1000;

// Six cells, rolls 1 to 6 each once, read in the order of the roll.
template <typename Read>
auto readSixCells(const Element& parent, Read&& readCell) {
    std::map<int, decltype(readCell(parent))> cells;
    for (const auto& cell : parent.children("cell")) {
        const int roll = cell.requiredInt("roll", 1, 6);
        if (cells.contains(roll)) cell.fail("roll " + std::to_string(roll) + " is given twice");
        cells.emplace(roll, readCell(cell));
    }
    std::array<decltype(readCell(parent)), 6> ordered{};
    for (int roll = 1; roll <= 6; ++roll) {
        const auto found = cells.find(roll);
        if (found == cells.end()) parent.fail("no cell for roll " + std::to_string(roll));
        ordered[static_cast<std::size_t>(roll - 1)] = found->second;
    }
    return ordered;
}

std::map<std::string, std::string> readOrders(const Element& orders) {
    orders.allowOnly({}, {"order"});
    std::map<std::string, std::string> texts;
    for (const auto& order : orders.children("order")) {
        order.allowOnly({"id", "text"});
        const auto id = order.required("id");
        if (!texts.emplace(id, order.required("text")).second) {
            order.fail("order '" + id + "' is given twice");
        }
    }
    if (texts.empty()) orders.fail("no <order> is given");
    return texts;
}

RiskBand readBand(const Element& band, const std::map<std::string, std::string>& orders) {
    band.allowOnly({"from", "to", "up-to"}, {"cell"});
    RiskBand read;
    if (const auto upTo = band.optionalInt("up-to", -largest, largest)) {
        if (band.optional("from") || band.optional("to")) {
            band.fail("'up-to' is the first band's bound, given alone");
        }
        read.to = upTo;
    } else {
        read.from = band.requiredInt("from", -largest, largest);
        read.to = band.optionalInt("to", *read.from, largest);
    }
    read.cells = readSixCells(band, [&](const Element& cell) {
        cell.allowOnly({"roll", "order", "italic"});
        const auto id = cell.required("order");
        const auto text = orders.find(id);
        if (text == orders.end()) cell.fail("order '" + id + "' is not among <orders>");
        return OrderCell{id, text->second, cell.optionalBool("italic", false)};
    });
    return read;
}

// Bands in order of risk: the first open below, the last open above, each starting where the
// one before it ends, so every risk factor falls in exactly one.
OrderTable readOrderTable(const Element& table, OrderTableKind kind,
                          const std::map<std::string, std::string>& orders) {
    table.allowOnly({"id", "title"}, {"band"});
    OrderTable read{kind, table.required("title"), {}};
    const auto bands = table.children("band");
    if (bands.empty()) table.fail("no <band> is given");
    for (std::size_t i = 0; i < bands.size(); ++i) {
        auto band = readBand(bands[i], orders);
        if ((i == 0) != !band.from.has_value()) {
            bands[i].fail(i == 0 ? "the first band is 'up-to' a risk factor"
                                 : "only the first band is 'up-to' a risk factor");
        }
        if ((i + 1 == bands.size()) != !band.to.has_value()) {
            bands[i].fail(i + 1 == bands.size() ? "the last band has no 'to': it goes on"
                                                : "every band but the last has a 'to'");
        }
        if (i > 0 && *band.from != *read.bands.back().to + 1) {
            bands[i].fail("the band starts at " + std::to_string(*band.from) + ", not at " +
                          std::to_string(*read.bands.back().to + 1) + " after the band above");
        }
        read.bands.push_back(std::move(band));
    }
    return read;
}

RiskFactors readRiskFactors(const Element& list) {
    list.allowOnly({"note"}, {"factor"});
    return {readEachOnce(list, "factor", "id", riskFactorNames,
                         [](const Element& factor, RiskFactorKind kind) {
                             factor.allowOnly({"id", "value", "inherited", "text"});
                             return RiskFactor{kind, factor.requiredInt("value", -20, 20),
                                               factor.optionalBool("inherited", false),
                                               factor.required("text")};
                         }),
            list.optional("note").value_or("")};
}

Movement readMovement(const Element& movement) {
    movement.allowOnly({"difficult-going-factor", "low-barrier-quarters"}, {"mover"});
    return {readEachOnce(movement, "mover", "id", moverNames,
                         [](const Element& mover, Mover kind) {
                             mover.allowOnly({"id", "cm", "text"});
                             return MoveAllowance{kind, mover.requiredInt("cm", 1, largest),
                                                  mover.required("text")};
                         }),
            movement.requiredInt("difficult-going-factor", 1, 10),
            movement.requiredInt("low-barrier-quarters", 0, 4)};
}

Shooting readShooting(const Element& shooting) {
    shooting.allowOnly({}, {"uncommanded-fire", "hand-hurled", "loading"});
    const auto fire = shooting.requiredChild("uncommanded-fire");
    fire.allowOnly({"stationary-per", "moving-per"});
    const auto hurled = shooting.requiredChild("hand-hurled");
    hurled.allowOnly({"per"});
    Shooting read{fire.requiredInt("stationary-per", 1, 100),
                  fire.requiredInt("moving-per", 1, 100),
                  hurled.requiredInt("per", 1, 100),
                  {}};
    for (const auto& loading : shooting.children("loading")) {
        loading.allowOnly({"kind", "move", "rule"});
        const auto move = loading.required("move");
        if (move != "full" && move != "half") loading.fail("move is 'full' or 'half'");
        read.loading.push_back(
            {loading.required("kind"), move == "full", loading.required("rule")});
    }
    if (read.loading.empty()) shooting.fail("no <loading> is given");
    return read;
}

ToHitTable readToHit(const Element& toHit) {
    toHit.allowOnly({"die"}, {"range"});
    ToHitTable read{toHit.requiredInt("die", 2, 100), {}};
    const auto rows =
        readEachOnce(toHit, "range", "name", rangeNames, [&](const Element& range, Range) {
            range.allowOnly({"name", "open", "soft", "hard"});
            std::array<int, 3> needed{};
            for (const auto& cover : coverNames) {
                needed[static_cast<std::size_t>(cover.value)] =
                    range.requiredInt(cover.name, 1, read.die);
            }
            return needed;
        });
    for (std::size_t range = 0; range < rows.size(); ++range) read.needed[range] = rows[range];
    return read;
}

DamageTable readDamage(const Element& damage) {
    damage.allowOnly({"die", "hero", "raw"}, {"weapon"});
    return {damage.requiredInt("die", 6, 6), damage.requiredInt("hero", -6, 6),
            damage.requiredInt("raw", -6, 6),
            readEachOnce(damage, "weapon", "class", weaponClassNames,
                         [](const Element& weapon, WeaponClass kind) {
                             weapon.allowOnly({"class", "text"}, {"cell"});
                             return DamageRow{kind, weapon.required("text"),
                                              readSixCells(weapon, [](const Element& cell) {
                                                  cell.allowOnly({"roll", "result"});
                                                  return cell.requiredNamed("result", damageNames,
                                                                            "a damage result");
                                              })};
                         })};
}

Activation readActivation(const Element& activation) {
    activation.allowOnly(
        {"busy-officer", "drummer", "open-cm", "enclosed-cm", "loyal-cost", "disloyal-cost"},
        {"command-dice"});
    const auto dice = readEachOnce(activation, "command-dice", "class", figureClassNames,
                                   [](const Element& row, FigureClass) {
                                       row.allowOnly({"class", "dice"});
                                       return row.requiredInt("dice", 1, 20);
                                   });
    return {{dice[0], dice[1], dice[2]},
            activation.requiredInt("busy-officer", -10, 10),
            activation.requiredInt("drummer", -10, 10),
            activation.requiredInt("open-cm", 1, largest),
            activation.requiredInt("enclosed-cm", 1, largest),
            activation.requiredInt("loyal-cost", 1, 20),
            activation.requiredInt("disloyal-cost", 1, 20)};
}

Weapon readWeapon(const Element& weapon) {
    weapon.allowOnly({"name", "short", "medium", "long", "melee", "melee-note", "damage"});
    Weapon read{weapon.required("name"), std::nullopt, weapon.optionalInt("melee", 0, 20),
                weapon.optional("melee-note").value_or(""),
                weapon.optionalNamed("damage", weaponClassNames, "a weapon class")};
    const auto shortest = weapon.optionalInt("short", 1, largest);
    if (shortest) {
        const int medium = weapon.requiredInt("medium", *shortest, largest);
        read.rangesCm =
            std::array<int, 3>{*shortest, medium, weapon.requiredInt("long", medium, largest)};
    } else if (weapon.optional("medium") || weapon.optional("long")) {
        weapon.fail("a weapon with ranges gives all three, short first");
    }
    if (read.damage && !read.rangesCm) weapon.fail("a weapon without ranges has no damage row");
    return read;
}

RedActionsHandover readHandover(const Element& handover,
                                const std::map<std::string, std::string>& orders) {
    handover.allowOnly({"provisional", "note"}, {"effect"});
    RedActionsHandover read{
        handover.optionalBool("provisional", false), handover.optional("note").value_or(""), {}};
    for (const auto& effect : handover.children("effect")) {
        effect.allowOnly({"order", "unit"});
        const auto order = effect.required("order");
        if (!orders.contains(order)) effect.fail("order '" + order + "' is not among <orders>");
        if (read.effectOf(order) != UnitEffect::None) {
            effect.fail("order '" + order + "' is given twice");
        }
        read.effects.emplace_back(order,
                                  effect.requiredNamed("unit", unitEffectNames, "a unit effect"));
    }
    return read;
}

ActionsTables readActionsTables(const xml::Document& document) {
    const auto root = document.root("actions-table");
    root.allowOnly({}, {"orders", "order-table", "risk-factors", "formed-troops", "visibility",
                        "sequence", "movement", "shooting", "to-hit", "damage", "activation",
                        "weapons", "red-actions-handover"});
    ActionsTables tables;
    const auto orders = readOrders(root.requiredChild("orders"));
    const auto orderTables = readEachOnce(root, "order-table", "id", orderTableNames,
                                          [&](const Element& table, OrderTableKind kind) {
                                              return readOrderTable(table, kind, orders);
                                          });
    for (std::size_t i = 0; i < orderTables.size(); ++i) tables.orderTables[i] = orderTables[i];
    tables.riskFactors = readRiskFactors(root.requiredChild("risk-factors"));
    const auto formed = root.requiredChild("formed-troops");
    formed.allowOnly({"platoon-within-cm", "officer-within-cm"});
    tables.formedTroops = {formed.requiredInt("platoon-within-cm", 0, largest),
                           formed.requiredInt("officer-within-cm", 0, largest)};
    const auto visibility = root.requiredChild("visibility");
    visibility.allowOnly({"sighting-die", "cm-per-pip", "edge-cm", "woods-cm"});
    tables.visibility = {visibility.requiredInt("sighting-die", 2, 100),
                         visibility.requiredInt("cm-per-pip", 1, largest),
                         visibility.requiredInt("edge-cm", 0, largest),
                         visibility.requiredInt("woods-cm", 0, largest)};
    const auto sequence = root.requiredChild("sequence");
    sequence.allowOnly({}, {"step"});
    for (const auto& step : sequence.children("step")) {
        step.allowOnly({}, {}, true);
        tables.sequence.push_back(step.text());
    }
    if (tables.sequence.empty()) sequence.fail("no <step> is given");
    tables.movement = readMovement(root.requiredChild("movement"));
    tables.shooting = readShooting(root.requiredChild("shooting"));
    tables.toHit = readToHit(root.requiredChild("to-hit"));
    tables.damage = readDamage(root.requiredChild("damage"));
    tables.activation = readActivation(root.requiredChild("activation"));
    const auto weapons = root.requiredChild("weapons");
    weapons.allowOnly({}, {"weapon"});
    for (const auto& weapon : weapons.children("weapon")) {
        tables.weapons.push_back(readWeapon(weapon));
    }
    if (tables.weapons.empty()) weapons.fail("no <weapon> is given");
    tables.handover = readHandover(root.requiredChild("red-actions-handover"), orders);
    return tables;
}

}  // namespace

ActionsTables loadActionsTables(const std::filesystem::path& file) {
    return readActionsTables(xml::Document::load(file));
}

ActionsTables parseActionsTables(std::string text, std::string sourceName) {
    return readActionsTables(xml::Document::parse(std::move(text), std::move(sourceName)));
}

}  // namespace tachanka::rules::actions
