import type { EmployeeTask } from '@vyplaty/contracts';

/** What happens next for the contractor, in plain words, by their part in the task. */
export function nextStepText(task: EmployeeTask): string {
  const my = task.my;
  if (!my) {
    return task.can_reply
      ? 'Задание открыто для всех исполнителей компании. Откликнитесь — компания выберет, кто будет его выполнять, и мы сообщим о решении.'
      : 'Откликнуться на это задание сейчас нельзя.';
  }
  switch (my.status) {
    case 'INVITED':
      return 'Компания приглашает вас выполнить это задание. Примите приглашение или откажитесь — отказ ни на что не влияет.';
    case 'REPLIED':
      return 'Вы откликнулись. Компания выберет исполнителей — мы сообщим о решении.';
    case 'CONFIRMED':
      return 'Вы участвуете в задании. Когда начнёте работу, нажмите «Приступить».';
    case 'IN_PROGRESS':
      return my.return_comment
        ? 'Компания вернула работу на доработку. Исправьте то, что она просит, и сдайте работу снова.'
        : 'Вы выполняете задание. Когда закончите, нажмите «Сдать работу» и коротко опишите результат.';
    case 'DONE':
      return 'Работа сдана. Компания проверит её: примет или вернёт на доработку с комментарием.';
    case 'WAIT_PAYOUT':
      return 'Работа принята. Акт выполненных работ отправлен на подпись вам и компании — когда его подпишут обе стороны, выплата уйдёт в банк.';
    case 'COMPLETED':
      return 'Работа оплачена. Выплата — в разделе «Выплаты».';
    case 'CANCELED':
      if (my.canceled_by === 'CONTRACTOR') return 'Вы отказались от этого задания.';
      if (my.canceled_by === 'COMPANY') return 'Компания убрала вас из этого задания.';
      return 'Задание закрыто.';
  }
}
