// The risk factors' circumstances as command-line options, shared by `actions risk` and the
// hand-over from a Red Actions! battle.

#include <iostream>

#include "app/cli/actions/actions_cli.hpp"

namespace tachanka::cli {

namespace actions = rules::actions;

std::vector<OptionSpec> situationOptions(bool withLosses, std::initializer_list<OptionSpec> more) {
    std::vector<OptionSpec> options{{"hero", false},
                                    {"in-cover", false},
                                    {"advancing", false},
                                    {"enemy-in-range", false},
                                    {"raw-in-range", false},
                                    {"flank-or-rear", false},
                                    {"natives-near-cavalry", false},
                                    {"running", false}};
    if (withLosses) {
        options.emplace_back("figures", numbers);
        options.emplace_back("casualties", numbers);
    }
    options.insert(options.end(), more.begin(), more.end());
    return options;
}

actions::Circumstances situationFrom(const Arguments& args, bool withLosses) {
    actions::Circumstances circumstances;
    circumstances.heroWithUnit = args.flag("hero");
    circumstances.inCoverOrAdvancing = args.flag("in-cover") || args.flag("advancing");
    circumstances.enemyInRange = args.flag("enemy-in-range");
    circumstances.rawInRange = args.flag("raw-in-range");
    if (withLosses && (args.value("casualties") || args.value("figures"))) {
        circumstances.figures = args.requiredInt("figures", 1, 10000);
        circumstances.casualties = args.requiredInt("casualties", 0, circumstances.figures);
    }
    circumstances.flankOrRear = args.flag("flank-or-rear");
    circumstances.nativesNearCavalry = args.flag("natives-near-cavalry");
    circumstances.running = args.flag("running");
    return circumstances;
}

void writeRisk(JsonWriter& json, const actions::RiskAssessment& assessment) {
    json.key("risk").value(assessment.risk);
    json.key("factors").beginArray();
    for (const auto& factor : assessment.counted) {
        json.beginObject();
        json.key("factor").value(model::nameOf(actions::riskFactorNames, factor.kind));
        json.key("times").value(factor.times);
        json.key("value").value(factor.value);
        json.endObject();
    }
    json.endArray();
}

void printRisk(const actions::RiskAssessment& assessment) {
    std::cout << "risk factor " << assessment.risk << '\n';
    for (const auto& factor : assessment.counted) {
        std::cout << "  " << (factor.value > 0 ? "+" : "") << factor.value << "  "
                  << model::nameOf(actions::riskFactorNames, factor.kind)
                  << (factor.times > 1 ? " ×" + std::to_string(factor.times) : "") << '\n';
    }
}

}  // namespace tachanka::cli
