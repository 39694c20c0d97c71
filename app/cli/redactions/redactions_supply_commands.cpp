// tachanka-cli ra ammunition: the moves of fire artillery and mortars carry (Ammunition Supply).

#include "app/cli/redactions/redactions_cli.hpp"
#include "app/core/redactions/army_field.hpp"

namespace tachanka::cli {
namespace {

namespace ra = rules::redactions;

int runAmmunition(std::span<const std::string> words) {
    const std::string command = "ra ammunition";
    const Arguments args(
        words, {{"troops", true}, {"cart", false}, {"fired", numbers}, {"json", false}}, command);
    if (!args.value("troops")) {
        throw UsageError("tachanka-cli " + command + ": --troops is required");
    }
    const auto arm = named(args, "troops", command, ra::armNames, ra::Arm::FieldGuns);
    const auto supply =
        core::lookUpAmmunition(arm, args.flag("cart"), args.intValue("fired", 0, 1000).value_or(0));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("counted").value(supply.counted);
        if (supply.counted) {
            json.key("moves").value(supply.moves);
            json.key("left").value(supply.left);
            json.key("exhausted").value(supply.exhausted);
        }
        json.endObject();
        json.finish();
        return 0;
    }
    if (!supply.counted) {
        std::cout << "small arms: enough ammunition to last the battle\n";
        return 0;
    }
    std::cout << supply.left << " of " << supply.moves << " moves of fire left"
              << (supply.exhausted ? ": out of ammunition" : "") << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"ammunition", "moves of fire artillery and mortars carry (Ammunition Supply)",
     "usage: tachanka-cli ra ammunition --troops ARM [--cart] [--fired N] [--json]\n\n"
     "Artillery carries 2 moves of fire with the limber and 6 more in a cart moving with the\n"
     "guns; mortars 3 on foot and 9 more in a supply cart. Other troops carry enough small\n"
     "arms ammunition for the battle.\n\n"
     "  --troops ARM  field-guns, heavy-guns, mortars (others are not counted)\n"
     "  --cart        the supply cart is with them\n"
     "  --fired N     moves they have fired so far\n"
     "  --json        machine output\n",
     runAmmunition, nullptr},
};

}  // namespace

std::span<const Command> redActionsSupplyCommands() { return commands; }

}  // namespace tachanka::cli
