#include "rules/rfic/battle/table_states.hpp"

namespace tachanka::rules::rfic {

void TableStates::reached(std::string_view step) {
    if (!source_.countsStates()) return;
    std::string state(step);
    state += '/' + thrown_;
    for (const auto& unit : table_.units) {
        state += '|';
        for (const int number : {unit.figuresLost, int{unit.disrupted}, int{unit.destroyed},
                                 int{unit.retreated}}) {
            state += std::to_string(number) + ',';
        }
    }
    for (const auto& commander : table_.commanders) {
        state += '|' + commander.withUnit + ',';
        for (const bool flag : {commander.disrupted, commander.wounded, commander.killed}) {
            state += flag ? '1' : '0';
        }
    }
    source_.reached(state);
}

}  // namespace tachanka::rules::rfic
